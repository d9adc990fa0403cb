import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { seededAt } from '../src/seed/seed.ts';
import { closeGracefully, startServer } from '../src/server.ts';
import { migrationsFolder } from './databases.ts';

describe('server lifecycle on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'pfm-data-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const config = () => ({
    ...loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' }),
    logLevel: 'silent',
  });

  it('migrates and seeds a new data folder, answers health, and stops', async () => {
    const server = await startServer({ config: config(), migrationsFolder });
    expect(await seededAt(server.database.db)).toBeDefined();
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    await server.stop();
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    await expect(server.database.ping()).rejects.toThrow();
  });

  it('reopens the same data folder with its data and does not seed it again', async () => {
    const server = await startServer({ config: config(), migrationsFolder });
    const first = await seededAt(server.database.db);
    await server.stop();
    const again = await startServer({ config: config(), migrationsFolder });
    expect(await seededAt(again.database.db)).toBe(first);
    await again.stop();
  });

  it('keeps the data folder private: folders 0700 and files 0600, as created and at every start', async () => {
    const modes = async () => {
      const found = new Set<string>();
      const walk = async (folder: string) => {
        found.add(`folder ${((await stat(folder)).mode & 0o777).toString(8)}`);
        for (const entry of await readdir(folder, { withFileTypes: true })) {
          const path = join(folder, entry.name);
          if (entry.isDirectory()) await walk(path);
          else found.add(`file ${((await stat(path)).mode & 0o777).toString(8)}`);
        }
      };
      await walk(dataDir);
      return [...found].sort();
    };
    const server = await startServer({ config: config(), migrationsFolder });
    // Files the database makes while it runs (a table's files, log segments).
    await server.database.db.execute(sql`create table made_while_running (id int)`);
    await server.database.db.execute(
      sql`insert into made_while_running select generate_series(1, 1000)`,
    );
    await server.database.db.execute(sql`checkpoint`);
    expect(await modes()).toEqual(['file 600', 'folder 700']);
    await server.stop();

    // A folder an older version (or a copy) left readable and writable by all is mended at start.
    const loose = join(dataDir, 'base');
    await chmod(dataDir, 0o777);
    await chmod(loose, 0o777);
    await chmod(join(dataDir, 'PG_VERSION'), 0o666);
    const again = await startServer({ config: config(), migrationsFolder });
    expect(await modes()).toEqual(['file 600', 'folder 700']);
    await again.stop();
  });

  it('lets a request in flight finish before closing the database', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    const app = await buildApp({ database });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let markStarted = () => {};
    const started = new Promise<void>((resolve) => {
      markStarted = resolve;
    });
    // Outside /api: routes there must live in the guarded API scope.
    app.get('/test/slow', async () => {
      markStarted();
      await released;
      await database.ping();
      return { finished: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`).then((r) => r.json());
    await started;
    const stopped = closeGracefully(app, database);
    release();
    await expect(inFlight).resolves.toEqual({ finished: true });
    await stopped;
    await expect(database.ping()).rejects.toThrow();
  });
});

describe('configuration', () => {
  // packages/server, whatever the working directory (vitest runs from the repository's root).
  const serverFolder = fileURLToPath(new URL('..', import.meta.url));

  it('defaults to port 3000 and the data folder packages/server/data, wherever it is started', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(join(serverFolder, 'data'));
    expect(config.databaseUrl).toBeUndefined();
  });

  it('keeps backups in packages/server/backups by default, on PostgreSQL too, else beside DATA_DIR or in BACKUP_DIR', () => {
    expect(loadConfig({}).backupDir).toBe(join(serverFolder, 'backups'));
    expect(loadConfig({ DATABASE_URL: 'postgres://pfm@db/pfm' }).backupDir).toBe(
      join(serverFolder, 'backups'),
    );
    expect(loadConfig({ DATA_DIR: '/srv/pfm/data' }).backupDir).toBe('/srv/pfm/backups');
    expect(loadConfig({ BACKUP_DIR: '/srv/copies' }).backupDir).toBe('/srv/copies');
  });

  it('refuses a port that is not a port, saying which value was wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(
      'PORT must be a whole number from 0 to 65535, got "abc"',
    );
    expect(() => loadConfig({ PORT: '70000' })).toThrow('got "70000"');
  });

  it('runs one process per core on PostgreSQL, WEB_CONCURRENCY if set, and always one on the embedded database', () => {
    const postgres = { DATABASE_URL: 'postgres://pfm@db/pfm' };
    expect(loadConfig(postgres).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '0' }).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(1);
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: 'two' })).toThrow(
      'WEB_CONCURRENCY must be a whole number of at least 0, got "two"',
    );
  });
});
