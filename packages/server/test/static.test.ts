import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
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
    // What the build's pfm-precompress plugin writes beside every asset.
    await writeFile(
      join(staticDir, 'assets', 'app.js.br'),
      brotliCompressSync('console.log("app")'),
    );
    await writeFile(join(staticDir, 'assets', 'app.js.gz'), gzipSync('console.log("app")'));
    await writeFile(join(staticDir, 'assets', 'app.js.map'), '{"sources":["secret.ts"]}');
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

  it('sends the brotli or gzip file the build wrote, as the browser accepts', async () => {
    const app = await buildApp({ database, staticDir });
    const get = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/app.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload).toEqual(brotliCompressSync('console.log("app")'));
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync('console.log("app")'));
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
    await app.close();
  });

  it('caches hashed assets for a year and makes the page revalidate', async () => {
    const app = await buildApp({ database, staticDir });
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/master/farmer']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
    await app.close();
  });

  it('keeps source maps on the server', async () => {
    const app = await buildApp({ database, staticDir });
    const response = await app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret.ts');
    await app.close();
  });

  it('does not answer API paths or non-GET requests with the app', async () => {
    const app = await buildApp({ database, staticDir });
    expect((await app.inject({ method: 'GET', url: '/api/unknown' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/master/farmer' })).statusCode).toBe(404);
    await app.close();
  });

  it('answers every spelling of an unknown /api address with a JSON 404 that is never cached', async () => {
    const app = await buildApp({ database, staticDir });
    for (const url of [
      '/api/nowhere',
      '/api;x=1/nowhere',
      '/api;/nowhere',
      '/api\\nowhere',
      '/api%5Cnowhere',
      '/API%3Bx=1/nowhere',
      '/%61pi;x=1/nowhere',
      '//api\\nowhere',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.json().error.code, url).toBe('not_found');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    await app.close();
  });
});
