#!/usr/bin/env node
// Builds the app into a temporary folder and reports gzip sizes: the JavaScript a first visit loads
// (entry chunk and its static imports) and how much of it is the design system (packages/ui).
// Run: node scripts/measure-bundle.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = new URL('../packages/app/', import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), 'pfm-bundle-'));

const result = await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'silent',
  build: {
    outDir,
    sourcemap: false,
    rollupOptions: {
      output: {
        // A separate chunk for the design system, only to measure it.
        manualChunks: (id) => (id.includes('/packages/ui/src/') ? 'pfm-ui' : undefined),
      },
    },
  },
});

const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
const chunks = new Map(outputs.filter((o) => o.type === 'chunk').map((c) => [c.fileName, c]));
const gz = (fileName) => gzipSync(readFileSync(join(outDir, fileName))).length;

const initial = new Set();
const visit = (fileName) => {
  if (initial.has(fileName)) return;
  initial.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
};
for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const initialBytes = [...initial].reduce((sum, file) => sum + gz(file), 0);
const uiChunk = [...chunks.values()].find((c) => c.name === 'pfm-ui');
const allJs = [...chunks.keys()].reduce((sum, file) => sum + gz(file), 0);
process.stdout.write(
  `initial JavaScript (gzip): ${kb(initialBytes)} in ${initial.size} files\n` +
    `design system packages/ui (gzip): ${uiChunk ? kb(gz(uiChunk.fileName)) : 'n/a'}\n` +
    `all JavaScript chunks (gzip): ${kb(allJs)} in ${chunks.size} files\n`,
);
rmSync(outDir, { recursive: true, force: true });
