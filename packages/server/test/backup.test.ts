// Over 400 lines: backups made, scheduled, pruned, refused and restored, on both databases, share one set of helpers.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { auditQuery, defaultSettings } from '@pfm/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '../src/audit/service.ts';
import { restorePglite, restorePostgres } from '../src/backup/restore.ts';
import { startBackupSchedule } from '../src/backup/schedule.ts';
import {
  BACKUP_LOCK_ID,
  backupFileName,
  backupIfDue,
  createBackup,
  listBackups,
  parseBackupFileName,
} from '../src/backup/service.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, type Db, openDatabase } from '../src/db/database.ts';
import { findOnPath } from '../src/db/pg-tools.ts';
import { farmers, rates, uploads } from '../src/db/schema.ts';
import { seedSampleData } from '../src/seed/seed.ts';
import { saveSettings } from '../src/settings/service.ts';
import { startTestApp, type TestApp } from './app.ts';
import { migrationsFolder, testDatabases } from './databases.ts';

const HOUR = 60 * 60 * 1000;
const hasPgDump = Boolean(await findOnPath('pg_dump')) && Boolean(await findOnPath('pg_restore'));

const rowsOf = async <T>(db: Db, query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every row of every table (and every sequence's position), in a stable order. */
async function snapshot(db: Db): Promise<Record<string, unknown>> {
  const tables = await rowsOf<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const result: Record<string, unknown> = {};
  for (const { schema, name } of tables) {
    const [found] = await rowsOf<{ rows: string }>(
      db,
      sql.raw(
        `select coalesce(json_agg(t order by t::text), '[]'::json)::text as rows from "${schema}"."${name}" t`,
      ),
    );
    result[`${schema}.${name}`] = JSON.parse(found?.rows ?? '[]');
  }
  const sequences = await rowsOf<{ schema: string; name: string }>(
    db,
    sql`select sequence_schema as schema, sequence_name as name from information_schema.sequences
        where sequence_schema in ('public', 'drizzle') order by 1, 2`,
  );
  for (const { schema, name } of sequences) {
    result[`sequence ${schema}.${name}`] = await rowsOf(
      db,
      sql.raw(`select last_value::text, is_called from "${schema}"."${name}"`),
    );
  }
  return result;
}

/** The newest audit entries (of one action), and how many there are. */
const auditOf = (db: Db, action?: 'backup') =>
  listAudit(db, auditQuery.parse(action ? { action } : {}));

const filesIn = async (dir: string) => (await readdir(dir).catch(() => [] as string[])).sort();

/** A dump that waits for `release()` before it starts, to hold a backup "under way". */
function gatedDump(database: Database) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const gated: Database = {
    ...database,
    backup: {
      ...database.backup,
      dump: async (file) => {
        // As a real dump under way: part of the file is written.
        await writeFile(file, 'the first part');
        markStarted();
        await gate;
        await rm(file);
        await database.backup.dump(file);
      },
    },
  };
  return { gated, started, release };
}

/** A new, empty PostgreSQL database next to TEST_DATABASE_URL's, and how to drop it. */
async function emptyPostgresDatabase(adminUrl: string) {
  const name = `pfm_test_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

describe('backup file names', () => {
  it('carry the UTC time and sort back to it', () => {
    const at = new Date('2026-11-24T04:30:00.789Z');
    expect(backupFileName(at, '.tar.gz')).toBe('pfm-2026-11-24T04-30-00Z.tar.gz');
    expect(backupFileName(at, '.dump', 2)).toBe('pfm-2026-11-24T04-30-00Z-2.dump');
    expect(parseBackupFileName('pfm-2026-11-24T04-30-00Z.tar.gz')).toEqual({
      at: new Date('2026-11-24T04:30:00Z'),
      sequence: 1,
      extension: '.tar.gz',
    });
    for (const other of [
      '.pfm-2026-11-24T04-30-00Z.tar.gz.partial',
      'pfm-2026-11-24T04-30-00Z.tar.gz.partial',
      'pfm-2026-13-45T04-30-00Z.dump',
      'notes.txt',
    ]) {
      expect(parseBackupFileName(other), other).toBeUndefined();
    }
  });

  it('go to a backups folder beside the data folder unless BACKUP_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/pfm/data' }).backupDir).toBe('/srv/pfm/backups');
    expect(loadConfig({ DATA_DIR: '/srv/pfm/data', BACKUP_DIR: '/mnt/safe' }).backupDir).toBe(
      '/mnt/safe',
    );
  });
});

describe.each(testDatabases)('backups on $kind', (kind) => {
  const canDump = kind.kind === 'pglite' || hasPgDump;
  let t: TestApp;
  let dir: string;
  let work: string;
  let admin: string | undefined;
  let staff: string | undefined;
  let adminId: number;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'pfm-backup-test-'));
    dir = join(work, 'backups');
    t = await startTestApp(kind, { backupDir: dir });
    adminId = (await t.addUser('asha', 'Administrator')).id;
    await t.addUser('ravi', 'Staff');
    admin = (await t.signIn('asha')).cookie;
    staff = (await t.signIn('ravi')).cookie;
  });
  afterAll(async () => {
    await t.close();
    await rm(work, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lets only Administrators see or make backups (Staff get 403)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.call({ method, url: '/api/backups', cookie: staff });
      expect(response.statusCode, method).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
    expect(await filesIn(dir)).toEqual([]);
    const anonymous = await t.call({ method: 'GET', url: '/api/backups' });
    expect(anonymous.statusCode).toBe(401);
  });

  it.skipIf(!canDump)(
    'backs up a database with data and restores it with every row of every table equal',
    async () => {
      const db = t.database.db;
      await seedSampleData(db);
      await saveSettings(
        db,
        { id: adminId, username: 'asha' },
        {
          ...defaultSettings,
          companyName: 'Kalinga Broilers — ଓଡ଼ିଶା',
          mortalityThreshold: 4.5,
        },
      );
      await db.insert(uploads).values({
        id: 'photo-1',
        contentType: 'image/png',
        data: Buffer.from([0, 1, 2, 254, 255]),
        byteSize: 5,
      });
      await db
        .update(farmers)
        .set({ address: 'Line one\nLine two, "quoted" \\ back' })
        .where(eq(farmers.code, 'F001'));
      await db.insert(rates).values({
        item: 'chicks',
        ratePaise: 9_007_199_254_740_991,
        effectiveFrom: '2027-01-01',
        unit: 'piece',
      });

      const before = await snapshot(db);
      expect(Object.keys(before).length).toBeGreaterThanOrEqual(16);
      expect((before['public.farmers'] as unknown[]).length).toBe(3);
      expect((before['public.users'] as unknown[]).length).toBe(2);
      expect((before['public.uploads'] as unknown[]).length).toBe(1);

      const made = await createBackup(t.database, dir, { id: adminId, username: 'asha' });
      const extension = kind.kind === 'pglite' ? '.tar.gz' : '.dump';
      expect(made.file.endsWith(extension)).toBe(true);
      const info = await stat(join(dir, made.file));
      expect(made.bytes).toBe(info.size);
      // It holds password hashes: readable by the server's user only.
      expect(info.mode & 0o777).toBe(0o600);
      expect(await filesIn(dir)).toEqual([made.file]);

      // The backup is in the audit log, written after the dump (so not inside it).
      const audit = await auditOf(db, 'backup');
      expect(audit.rows[0]).toMatchObject({
        actor: 'asha',
        action: 'backup',
        entity: 'backup',
        entityKey: made.file,
      });

      let restored: Database;
      let cleanup: () => Promise<void>;
      if (kind.kind === 'pglite') {
        const dataDir = join(work, 'restored-data');
        const report = await restorePglite(join(dir, made.file), dataDir);
        expect(report.lines.join('\n')).toContain(`into the data folder ${dataDir}`);
        restored = await openDatabase({ kind: 'pglite', dataDir });
        cleanup = async () => {
          await restored.close();
          await rm(dataDir, { recursive: true, force: true });
        };
      } else {
        const target = await emptyPostgresDatabase(process.env.TEST_DATABASE_URL as string);
        await restorePostgres(join(dir, made.file), target.url);
        restored = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
        cleanup = async () => {
          await restored.close();
          await target.drop();
        };
      }
      try {
        expect(await snapshot(restored.db)).toEqual(before);
        // A restored database is a working one: migrations find nothing to do, inserts continue.
        await restored.migrate(migrationsFolder);
        const [next] = await restored.db
          .insert(uploads)
          .values({ id: 'photo-2', contentType: 'image/png', data: Buffer.from([1]), byteSize: 1 })
          .returning();
        expect(next?.id).toBe('photo-2');
      } finally {
        await cleanup();
      }
    },
  );

  it.skipIf(!canDump)(
    'answers the backups through the API and makes one now (201), refusing a second at once (409)',
    async () => {
      const none = await t.call({ method: 'GET', url: '/api/backups', cookie: admin });
      expect(none.statusCode).toBe(200);
      expect(none.json()).toEqual({
        lastBackup: null,
        backups: [],
        autoBackup: true,
        available: true,
      });

      const made = await t.call({ method: 'POST', url: '/api/backups', cookie: admin });
      expect(made.statusCode).toBe(201);
      const body = made.json();
      expect(body).toEqual({
        file: expect.stringMatching(/^pfm-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-\d+)?\.(tar\.gz|dump)$/),
        at: expect.any(String),
        bytes: expect.any(Number),
        deleted: [],
      });
      expect(body.bytes).toBeGreaterThan(0);
      expect(Math.abs(Date.parse(body.at) - Date.now())).toBeLessThan(5 * 60_000);

      const listed = await t.call({ method: 'GET', url: '/api/backups', cookie: admin });
      const { deleted: _deleted, ...file } = body;
      expect(listed.json()).toEqual({
        lastBackup: file,
        backups: [file],
        autoBackup: true,
        available: true,
      });

      const audit = await t.call({
        method: 'GET',
        url: '/api/audit?action=backup',
        cookie: admin,
      });
      expect(audit.json().rows[0]).toMatchObject({
        actor: 'asha',
        entity: 'backup',
        entityKey: body.file,
        summary: expect.stringContaining(`Backed up the database to ${body.file}`),
      });

      // One under way: a second is refused with a reason, and nothing else is written.
      const { gated, started, release } = gatedDump(t.database);
      const first = createBackup(
        gated,
        dir,
        { id: adminId, username: 'asha' },
        {
          now: new Date('2030-01-01T00:00:00Z'),
        },
      );
      try {
        await started;
        const second = await t.call({ method: 'POST', url: '/api/backups', cookie: admin });
        expect(second.statusCode).toBe(409);
        expect(second.json().error).toEqual({
          code: 'conflict',
          message: 'A backup is already being made. Wait for it to finish, then look again.',
        });
      } finally {
        release();
        await first;
      }
      expect((await listBackups(dir, t.database.backup.extension)).length).toBe(2);
    },
  );

  it.skipIf(!canDump)(
    'writes under a temporary name: a backup under way is not listed, a failed one leaves no file',
    async () => {
      const extension = t.database.backup.extension;
      // Another process's file, a crashed backup's leftover and a stray file: none is a backup.
      await mkdir(dir, { recursive: true });
      const leftover = `.${backupFileName(new Date('2026-11-20T01:00:00Z'), extension)}.partial`;
      await writeFile(join(dir, leftover), 'half a backup');
      await writeFile(join(dir, 'notes.txt'), 'not a backup');
      expect(await listBackups(dir, extension)).toEqual([]);

      const { gated, started, release } = gatedDump(t.database);
      const now = new Date('2026-11-24T04:30:00Z');
      const making = createBackup(gated, dir, { id: adminId, username: 'asha' }, { now });
      try {
        await started;
        // Under way: the leftover is gone, the new file exists only under its temporary name.
        expect(await filesIn(dir)).toEqual([
          `.pfm-2026-11-24T04-30-00Z${extension}.partial`,
          'notes.txt',
        ]);
        const during = await t.call({ method: 'GET', url: '/api/backups', cookie: admin });
        expect(during.json().lastBackup).toBeNull();
      } finally {
        release();
      }
      const made = await making;
      expect(made.file).toBe(`pfm-2026-11-24T04-30-00Z${extension}`);
      expect(await filesIn(dir)).toEqual(['notes.txt', made.file]);

      // The same second again gets its own name rather than overwriting.
      const again = await createBackup(t.database, dir, { id: adminId, username: 'asha' }, { now });
      expect(again.file).toBe(`pfm-2026-11-24T04-30-00Z-2${extension}`);
      expect((await listBackups(dir, extension)).map((backup) => backup.file)).toEqual([
        again.file,
        made.file,
      ]);

      // A dump that fails half-way: an error, no file, no audit entry.
      const auditBefore = (await auditOf(t.database.db)).total;
      const failing: Database = {
        ...t.database,
        backup: {
          ...t.database.backup,
          dump: async (file) => {
            await writeFile(file, 'the first half');
            throw new Error('disk full');
          },
        },
      };
      const filesBefore = await filesIn(dir);
      await expect(
        createBackup(
          failing,
          dir,
          { id: adminId, username: 'asha' },
          {
            now: new Date('2026-11-25T04:30:00Z'),
          },
        ),
      ).rejects.toThrow('disk full');
      expect(await filesIn(dir)).toEqual(filesBefore);
      expect((await auditOf(t.database.db)).total).toBe(auditBefore);
    },
  );

  it.skipIf(!canDump)('keeps the newest 14 backups and deletes the older ones', async () => {
    const extension = t.database.backup.extension;
    const other = extension === '.dump' ? '.tar.gz' : '.dump';
    await mkdir(dir, { recursive: true });
    // Sixteen days of older backups (small stand-ins), and one of the other kind of database.
    const old = Array.from({ length: 16 }, (_, day) =>
      backupFileName(new Date(Date.UTC(2026, 10, day + 1, 4, 30)), extension),
    );
    for (const file of old) await writeFile(join(dir, file), 'an older backup');
    const otherKind = backupFileName(new Date('2026-10-01T00:00:00Z'), other);
    await writeFile(join(dir, otherKind), 'a backup of the other kind of database');

    const made = await createBackup(
      t.database,
      dir,
      { id: adminId, username: 'asha' },
      {
        now: new Date('2026-11-30T04:30:00Z'),
      },
    );
    expect(made.deleted.sort()).toEqual(old.slice(0, 3).sort());
    const kept = await listBackups(dir, extension);
    expect(kept).toHaveLength(14);
    expect(kept[0]?.file).toBe(made.file);
    expect(kept.map((backup) => backup.file)).toEqual([made.file, ...old.slice(3).reverse()]);
    // Not ours to delete: a backup of the other kind of database stays.
    expect(await filesIn(dir)).toContain(otherKind);

    const audit = await auditOf(t.database.db, 'backup');
    expect(audit.rows[0]?.summary).toContain('deleted 3 older backups');
  });

  it.skipIf(!canDump)(
    'backs up daily only when one is due and autoBackup is on, as the system',
    async () => {
      const start = new Date('2026-11-24T04:30:00Z');
      const first = await backupIfDue(t.database, dir, { now: start });
      expect(first.outcome).toBe('made');
      expect(await listBackups(dir, t.database.backup.extension)).toHaveLength(1);
      const audit = await auditOf(t.database.db, 'backup');
      expect(audit.rows[0]?.actor).toBe('system');

      for (const later of [1, 12, 23.9]) {
        const result = await backupIfDue(t.database, dir, {
          now: new Date(start.getTime() + later * HOUR),
        });
        expect(result.outcome, `${later} hours later`).toBe('not-due');
      }

      await saveSettings(
        t.database.db,
        { id: adminId, username: 'asha' },
        {
          ...defaultSettings,
          autoBackup: false,
        },
      );
      const off = await backupIfDue(t.database, dir, {
        now: new Date(start.getTime() + 48 * HOUR),
      });
      expect(off.outcome).toBe('off');
      const status = await t.call({ method: 'GET', url: '/api/backups', cookie: admin });
      expect(status.json().autoBackup).toBe(false);

      await saveSettings(t.database.db, { id: adminId, username: 'asha' }, defaultSettings);
      // Through the schedule, with its own clock: due again after 24 hours.
      const logged: { level: string; message: string }[] = [];
      const log = {
        info: (_details: object, message: string) => logged.push({ level: 'info', message }),
        warn: (_details: object, message: string) => logged.push({ level: 'warn', message }),
      };
      const schedule = startBackupSchedule({
        database: t.database,
        dir,
        log,
        now: () => new Date(start.getTime() + 24 * HOUR),
      });
      try {
        const due = await schedule.check();
        expect(due?.outcome).toBe('made');
        expect(await schedule.check()).toEqual({ outcome: 'not-due' });
      } finally {
        await schedule.stop();
      }
      expect(await schedule.check()).toBeUndefined();
      expect(logged).toEqual([{ level: 'info', message: 'made the daily backup' }]);
      expect(await listBackups(dir, t.database.backup.extension)).toHaveLength(2);
    },
  );

  it('tolerates a failing backup in the schedule: a warning, no crash', async () => {
    const logged: string[] = [];
    const failing: Database = {
      ...t.database,
      backup: {
        ...t.database.backup,
        unavailableReason: async () => undefined,
        dump: async () => {
          throw new Error('disk full');
        },
      },
    };
    const schedule = startBackupSchedule({
      database: failing,
      dir,
      log: { info: () => {}, warn: (_details, message) => logged.push(message) },
      now: () => new Date('2026-11-24T04:30:00Z'),
    });
    try {
      await expect(schedule.check()).resolves.toBeUndefined();
    } finally {
      await schedule.stop();
    }
    expect(logged).toEqual(['the daily backup failed; trying again in an hour']);
    expect(await filesIn(dir)).toEqual([]);
  });

  if (kind.kind === 'postgres') {
    describe('on PostgreSQL', () => {
      let savedPath: string | undefined;
      afterEach(() => {
        if (savedPath !== undefined) process.env.PATH = savedPath;
        savedPath = undefined;
      });

      it('says why backups are unavailable when pg_dump is not on PATH', async () => {
        savedPath = process.env.PATH;
        process.env.PATH = join(work, 'empty-bin');
        const status = await t.call({ method: 'GET', url: '/api/backups', cookie: admin });
        expect(status.json()).toMatchObject({ available: false, lastBackup: null });
        expect(status.json().unavailableReason).toMatch(
          /^pg_dump was not found on the server's PATH/,
        );
        const refused = await t.call({ method: 'POST', url: '/api/backups', cookie: admin });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error.message).toMatch(/pg_dump was not found/);

        const warnings: string[] = [];
        const schedule = startBackupSchedule({
          database: t.database,
          dir,
          log: { info: () => {}, warn: (_details, message) => warnings.push(message) },
        });
        expect((await schedule.check())?.outcome).toBe('unavailable');
        expect((await schedule.check())?.outcome).toBe('unavailable');
        await schedule.stop();
        // Said once, not every hour.
        expect(warnings).toEqual(['the daily backup cannot be made']);
        expect(await filesIn(dir)).toEqual([]);
      });

      it.skipIf(!hasPgDump)(
        'never backs up in two server processes at once (advisory lock)',
        async () => {
          const url = process.env.TEST_DATABASE_URL as string;
          // The other process: a connection to the same database holding the backup lock.
          const [{ name }] = await rowsOf<{ name: string }>(
            t.database.db,
            sql`select current_database() as name`,
          ).then((rows) => rows as [{ name: string }]);
          const other = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, `/${name}`) });
          await other.connect();
          try {
            await other.query('select pg_advisory_lock($1)', [BACKUP_LOCK_ID]);
            const refused = await t.call({ method: 'POST', url: '/api/backups', cookie: admin });
            expect(refused.statusCode).toBe(409);
            expect(
              (await backupIfDue(t.database, dir, { now: new Date('2026-11-24T04:30:00Z') }))
                .outcome,
            ).toBe('busy');
            expect(await filesIn(dir)).toEqual([]);
            await other.query('select pg_advisory_unlock($1)', [BACKUP_LOCK_ID]);
            expect(
              (await backupIfDue(t.database, dir, { now: new Date('2026-11-24T04:30:00Z') }))
                .outcome,
            ).toBe('made');
          } finally {
            await other.end();
          }
        },
      );
    });
  }
});

describe('restoring the embedded database', () => {
  const cli = fileURLToPath(new URL('../src/backup/restore-cli.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
  let work: string;
  let backup: string;

  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'pfm-restore-test-'));
    const database = await openDatabase({ kind: 'pglite' });
    await database.migrate(migrationsFolder);
    await seedSampleData(database.db);
    const made = await createBackup(database, join(work, 'backups'), {
      id: null,
      username: 'system',
    });
    backup = join(work, 'backups', made.file);
    await database.close();
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('refuses a data folder that is not empty unless forced, and then keeps the old one aside', async () => {
    const dataDir = join(work, 'data');
    await mkdir(dataDir, { recursive: true });
    await writeFile(join(dataDir, 'PG_VERSION'), '17');
    await expect(restorePglite(backup, dataDir)).rejects.toThrow(
      `The data folder ${dataDir} is not empty. Stop the server, then add --force`,
    );
    expect(await filesIn(dataDir)).toEqual(['PG_VERSION']);

    const report = await restorePglite(backup, dataDir, {
      force: true,
      now: new Date('2026-11-24T04:30:00Z'),
    });
    const aside = `${dataDir}.before-restore-2026-11-24T04-30-00Z`;
    expect(report.lines[0]).toBe(`Moved the previous data folder aside to ${aside}.`);
    expect(await filesIn(aside)).toEqual(['PG_VERSION']);
    const restored = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const [row] = await rowsOf<{ count: number }>(
        restored.db,
        sql`select count(*)::int as count from farmers`,
      );
      expect(row?.count).toBe(3);
    } finally {
      await restored.close();
    }
  });

  it('refuses a file that is not a backup, and leaves the folder alone', async () => {
    const junk = join(work, 'pfm-2026-11-24T04-30-00Z.tar.gz');
    await writeFile(junk, 'not a tarball');
    const dataDir = join(work, 'junk-data');
    await expect(restorePglite(junk, dataDir)).rejects.toThrow(
      `${junk} could not be restored: it is not a readable backup of the embedded database`,
    );
    expect((await filesIn(work)).filter((name) => name.startsWith('junk-data'))).toEqual([]);
    await expect(restorePglite(join(work, 'missing.tar.gz'), dataDir)).rejects.toThrow(
      `There is no backup file ${join(work, 'missing.tar.gz')}.`,
    );
  });

  it('runs as a command and says what it did, or why not', async () => {
    const run = (args: string[]) =>
      promisify(execFile)(tsx, [cli, ...args], {
        env: { ...process.env, INIT_CWD: work },
      }).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    const refused = await run([backup, '--database-url', 'postgres://x@localhost/pfm']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'is a backup of the embedded database: restore it with --data-dir DIR',
    );
    expect(refused.stderr).toContain('Usage: npm run restore -w @pfm/server --');

    // A relative --data-dir is from where the command was typed (INIT_CWD), not the package.
    const done = await run([backup, '--data-dir', 'cli-data']);
    expect(done.stdout).toBe(
      `Restored ${backup} into the data folder ${join(work, 'cli-data')}.\nStart the server with this DATA_DIR to use it.\n`,
    );
    expect(await filesIn(join(work, 'cli-data'))).toContain('PG_VERSION');
  });
});
