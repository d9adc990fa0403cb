import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { catalogueParts } from './vite-catalogue.ts';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

/** Text assets worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip, best) beside every built text asset, so the
 * server sends them as they are instead of compressing on every request (decision 0021).
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pfm-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // Nothing to compress when the build was kept in memory (`write: false`).
      if (!existsSync(outDir)) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir).filter((path) => COMPRESSIBLE.test(path))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  // Catalogues imported with `?lingui` are compiled to Lingui's messages at build time (decision 0054).
  plugins: [
    react(),
    lingui({ configPath: resolve(import.meta.dirname, '../../lingui.config.ts') }),
    catalogueParts(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // Source maps are written for debugging on the server's machine and never served (see the server).
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser we support has <link rel="modulepreload">: no polyfill in the first screen's code.
    modulePreload: { polyfill: false },
  },
});
