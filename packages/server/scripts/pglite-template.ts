// `npm run build` (after vite build): writes dist/pglite-template.tar.gz, the prepared data folder a
// new embedded database starts from (src/db/pglite-template.ts).
import { fileURLToPath } from 'node:url';
import { writePgliteTemplate } from '../src/db/pglite-template.ts';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
await writePgliteTemplate(`${packageRoot}dist/pglite-template.tar.gz`, `${packageRoot}drizzle`);
