import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { ensureAdministrator } from './accounts/service.ts';
import { buildApp } from './app.ts';
import { authPolicy } from './auth/policy.ts';
import { purgeExpired } from './auth/sessions.ts';
import { startBackupSchedule } from './backup/schedule.ts';
import type { ServerConfig } from './config.ts';
import { type Database, openDatabase } from './db/database.ts';
import { bringStockValuesInStep } from './ledger/posting.ts';
import { createLogger } from './logging.ts';
import { seedSampleDocuments } from './seed/sample-documents.ts';
import { seedSampleData } from './seed/seed.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  /** Stops accepting connections, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

export interface StartOptions {
  config: ServerConfig;
  migrationsFolder: string;
  logger?: Logger;
  /**
   * One of several processes behind one port (WEB_CONCURRENCY): the primary process has prepared the
   * database already, and only the first worker (`background`) purges sessions and makes backups.
   */
  worker?: { background: boolean };
  /** The prepared data folder a new embedded database starts from (dist/pglite-template.tar.gz). */
  pgliteTemplate?: string;
}

/** Connects to the configured database (PostgreSQL, or the embedded one in the data folder). */
export const connect = (config: ServerConfig, pgliteTemplate?: string) =>
  openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir, template: pgliteTemplate },
  );

/**
 * Applies migrations (and brings an older database's stock values in step, decision 0035), seeds a
 * new database with the sample data and makes sure an Administrator exists.
 */
export async function prepareDatabase(
  database: Database,
  config: ServerConfig,
  migrationsFolder: string,
  log: Logger,
): Promise<void> {
  await database.migrate(migrationsFolder);
  const valued = await bringStockValuesInStep(database.db);
  if (valued !== null) {
    log.info({ movements: valued }, 'valued the stock movements and posted them to the books');
  }
  if (await seedSampleData(database.db)) {
    log.info('seeded the sample data into a new database');
    // The sample month is dated back from today: it needs the sample rates in force by then.
    await seedSampleDocuments(database.db).then(
      () => log.info('posted a sample month of purchases, issues and transfers'),
      (error: unknown) => log.warn({ err: error }, 'the sample month could not be posted'),
    );
  }
  const admin = await ensureAdministrator(database.db, {
    demo: database.kind === 'pglite',
    adminPassword: config.adminPassword,
  });
  if (admin === 'created') log.info('created the first Administrator, user "admin"');
  if (admin === 'missing') {
    log.warn('no Administrator exists: set ADMIN_PASSWORD and restart to create user "admin"');
  }
}

/**
 * Stops taking new connections, waits for requests in flight (and `pending` work, such as a backup
 * under way) to finish, then closes the database.
 */
export async function closeGracefully(
  app: FastifyInstance,
  database: Database,
  pending: Promise<unknown>[] = [],
): Promise<void> {
  try {
    await app.close();
  } finally {
    await Promise.allSettled(pending);
    await database.close();
  }
}

/** Opens the database, applies migrations, seeds a new database, and starts listening. */
export async function startServer({
  config,
  migrationsFolder,
  logger,
  worker,
  pgliteTemplate,
}: StartOptions): Promise<RunningServer> {
  const log = logger ?? createLogger(config.logLevel);
  const database = await connect(config, pgliteTemplate);
  try {
    if (!worker) await prepareDatabase(database, config, migrationsFolder, log);
    let url = '';
    const app = await buildApp({
      database,
      staticDir: config.staticDir,
      logger: log,
      // Links in mail use the configured address, else the one printed below; never a request's.
      publicUrl: config.publicUrl ?? (() => url),
      trustProxy: config.trustProxy,
      rateLimitPerMinute: config.rateLimitPerMinute,
      backupDir: config.backupDir,
    });
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
    const purge = () =>
      purgeExpired(database.db, new Date()).catch((error: unknown) =>
        log.warn({ err: error }, 'purging expired sessions failed'),
      );
    const background = worker?.background ?? true;
    if (background) await purge();
    const purgeTimer = background ? setInterval(purge, authPolicy.purgeEveryMs) : undefined;
    purgeTimer?.unref();
    const backups = background
      ? startBackupSchedule({ database, dir: config.backupDir, log })
      : { stop: async () => {} };
    let stopping: Promise<void> | undefined;
    const stop = () => {
      clearInterval(purgeTimer);
      // No new daily backup starts; one under way finishes before the database closes.
      stopping ??= closeGracefully(app, database, [backups.stop()]);
      return stopping;
    };
    return { app, database, url, stop };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
