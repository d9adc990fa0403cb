import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { partOf } from './src/lib/i18n/catalogue-parts.ts';

const PREFIX = 'virtual:pfm-catalogue/';
const locales = resolve(import.meta.dirname, '../shared/locales');

/**
 * `import('virtual:pfm-catalogue/or/ledger')`: the Odia messages of the ledger's part, compiled for
 * Lingui's runtime at build time (decision 0056), each part of each language a chunk of its own.
 */
export function catalogueParts(): Plugin {
  return {
    name: 'pfm-catalogue-parts',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [language = '', part = ''] = id.slice(PREFIX.length + 1).split('/');
      if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(language)) throw new Error(`No language ${language}`);
      const file = resolve(locales, `${language}.json`);
      this.addWatchFile(file);
      const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const messages = Object.fromEntries(
        Object.entries(all)
          .filter(([messageId]) => partOf(messageId) === part)
          .map(([messageId, text]) => [messageId, compileMessageOrThrow(text)]),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
