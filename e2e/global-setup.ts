import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../packages/server/src/config.ts';
import { startServer } from '../packages/server/src/server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the app once into a temporary folder and serves it with the API on a fresh embedded database. */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(join(tmpdir(), 'pfm-e2e-'));
  const staticDir = join(workDir, 'app');
  await build({
    root: join(root, 'packages/app'),
    configFile: join(root, 'packages/app/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: staticDir, emptyOutDir: true, sourcemap: false },
  });
  const config = {
    ...loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(workDir, 'data') }, { staticDir }),
    logLevel: 'silent',
  };
  const server = await startServer({
    config,
    migrationsFolder: join(root, 'packages/server/drizzle'),
  });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
