#!/usr/bin/env node
// The bundle budget (issue 16): builds the app into a temporary folder and adds up, for each first
// screen, the JavaScript a browser must fetch before that screen can paint — the entry chunk, the
// lazily loaded chunk of the route, every chunk either imports statically, and the largest language
// catalogue — gzip-compressed as the server sends it. Fails (exit 1) when a screen is over its
// budget. Runs in `npm test`.
// Run: node scripts/bundle-budget.mjs [--verbose]
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * KiB of gzip JavaScript allowed before first paint: 150 for every first screen (issue 16). The
 * signed-in shell paints without its user menu, rail tooltips, phone sheet and toaster, which load
 * right after (decision 0023) — docs/benchmarks.md.
 */
const AIM_KIB = 150;

const root = new URL('../packages/app/', import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), 'pfm-budget-'));
const verbose = process.argv.includes('--verbose');

try {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, sourcemap: false, manifest: 'manifest.json' },
  });
  /** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>} */
  const manifest = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

  /** The chunk keys a module needs before it runs: itself and its static imports, transitively. */
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');

  const dashboard = existsSync(join(root, 'src/features/dashboard/dashboard-screen.tsx'))
    ? 'src/features/dashboard/dashboard-screen.tsx'
    : 'src/screens/placeholder.tsx';
  /** First screens and the lazily loaded modules of their routes (routes.tsx), outermost first. */
  const screens = [
    {
      name: '/login',
      lazy: ['src/features/auth/sign-in-screen.tsx'],
      // The sign-in screen's own part of the catalogue (routes.tsx, decision 0056).
      parts: ['auth'],
      budget: AIM_KIB,
    },
    {
      name: '/ (dashboard, signed in)',
      lazy: ['src/shell/app-layout.tsx', dashboard],
      parts: ['dashboard'],
      budget: AIM_KIB,
    },
  ];

  // Every first screen waits for its language's catalogue too (routes.tsx): the core of it (a
  // screen's own part comes with that screen, decision 0056); count the largest.
  const catalogues = Object.keys(manifest).filter((key) =>
    /pfm-catalogue\/[\w-]+\/core$/.test(key),
  );
  if (catalogues.length !== 4)
    throw new Error(`Expected 4 catalogue chunks, found ${catalogues.length}`);
  /** The largest language's chunk of a part of the catalogue (`core`, `auth`). */
  const largestPart = (part) =>
    Object.keys(manifest)
      .filter((key) => key.endsWith(`/${part}`) && /pfm-catalogue\//.test(key))
      .map((key) => ({ key, file: manifest[key].file, bytes: gz(manifest[key].file) }))
      .sort((a, b) => b.bytes - a.bytes)[0];
  const catalogue = largestPart('core');

  let over = false;
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  for (const screen of screens) {
    const chunks = closure(entry);
    for (const lazy of screen.lazy) {
      if (!manifest[lazy]) throw new Error(`${lazy} is not a chunk of the build`);
      closure(lazy, chunks);
    }
    chunks.add(catalogue.key);
    for (const part of screen.parts ?? []) {
      const chunk = largestPart(part);
      if (!chunk) throw new Error(`No catalogue part ${part} in the build`);
      chunks.add(chunk.key);
    }
    const files = [...chunks].map((key) => manifest[key]?.file).filter(Boolean);
    const bytes = files.reduce((sum, file) => sum + gz(file), 0);
    const css = new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []));
    const cssBytes = [...css].reduce((sum, file) => sum + gz(file), 0);
    const fits = bytes <= screen.budget * 1024;
    over ||= !fits;
    process.stdout.write(
      `${fits ? '✔' : '✘'} ${screen.name}: ${kib(bytes)} of JavaScript (gzip) in ${files.length} files, ` +
        `budget ${screen.budget} KiB (aim ${AIM_KIB}); CSS ${kib(cssBytes)}\n`,
    );
    if (verbose) {
      for (const file of files.sort((a, b) => gz(b) - gz(a))) {
        process.stdout.write(`    ${kib(gz(file)).padStart(10)}  ${file}\n`);
      }
    }
  }
  process.exitCode = over ? 1 : 0;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
