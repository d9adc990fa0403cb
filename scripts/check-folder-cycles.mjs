#!/usr/bin/env node
// Fails when component folders import each other in a loop (header/ → sidebar/ → header/). Biome's
// noImportCycles sees loops of files; this sees loops of folders, which a file-level check misses
// when two different files of each folder are involved. Checks the design system's component folders,
// the app's feature folders and the server's areas (a file at the top of a root counts as a folder).
// The app's features may not import each other at all: what two screens share lives in src/lib
// (the document kit, the file downloads, the session and the settings).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const packages = ['packages/ui/src', 'packages/app/src/features', 'packages/server/src'];
/** Roots whose folders are kept apart: any import between two of them fails. */
const separate = new Set(['packages/app/src/features']);
const importPattern = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g;

const filesOf = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__screenshots__' ? [] : filesOf(path);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });

let failed = false;
for (const root of packages) {
  const folderOf = (file) =>
    relative(root, file)
      .split(sep)[0]
      .replace(/\.tsx?$/, '');
  const edges = new Map();
  for (const file of filesOf(root)) {
    const from = folderOf(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const to = folderOf(resolve(dirname(file), spec));
      if (to && to !== from && !to.startsWith('..') && !to.includes('.')) {
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from).add(to);
      }
    }
  }
  if (separate.has(root)) {
    for (const [from, targets] of edges) {
      for (const to of targets) {
        console.error(`${root}/${from} imports ${root}/${to}: features do not import each other.`);
        failed = true;
      }
    }
  }
  // Depth-first search for a back edge; report the loop it closes.
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const loop = [...stack.slice(stack.indexOf(next)), next].join(' → ');
        console.error(`Folders import each other in a loop in ${root}: ${loop}`);
        failed = true;
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of edges.keys()) if (!state.has(node)) visit(node);
}
if (failed) process.exit(1);
process.stdout.write('No folder import loops.\n');
