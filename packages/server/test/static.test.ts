import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { buildApp } from '../src/http/app.ts';
import { testDatabases } from './databases.ts';

describe('serving the built app', () => {
  let staticDir: string;
  let database: Database;
  const pglite = testDatabases[0];

  beforeAll(async () => {
    staticDir = await mkdtemp(join(tmpdir(), 'pfm-static-'));
    await mkdir(join(staticDir, 'assets'));
    await writeFile(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
    database = await (pglite as NonNullable<typeof pglite>).create();
  });
  afterAll(async () => {
    await database.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  it('serves index.html at / and for deep links in any letter case', async () => {
    const app = await buildApp({ database, staticDir });
    for (const url of ['/', '/master/farmer', '/MASTER/Farmer', '/report/ledger?tab=trader']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
    await app.close();
  });

  it('serves built assets as they are', async () => {
    const app = await buildApp({ database, staticDir });
    const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    await app.close();
  });

  it('does not answer API paths or non-GET requests with the app', async () => {
    const app = await buildApp({ database, staticDir });
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/master/farmer' })).statusCode).toBe(404);
    await app.close();
  });
});
