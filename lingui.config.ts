// Lingui's configuration (decision 0054): four languages whose catalogues are JSON files in
// packages/shared/locales, keyed by message id, read by the app's build (@lingui/vite-plugin compiles
// one catalogue per language into its own chunk) and by the server (compiled once at start).
import type { LinguiConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-json';

const config: LinguiConfig = {
  locales: ['en-IN', 'hi', 'or', 'bn'],
  sourceLocale: 'en-IN',
  fallbackLocales: { default: 'en-IN' },
  catalogs: [
    { path: '<rootDir>/packages/shared/locales/{locale}', include: [] },
    // The files' messages (PDFs and workbooks), compiled by the server only.
    { path: '<rootDir>/packages/shared/locales/files/{locale}', include: [] },
  ],
  format: formatter({ style: 'minimal' }),
};

export default config;
