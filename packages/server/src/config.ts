import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (packages/server), whichever folder the server is started from: the
 * default home of the data and backup folders. src/config.ts and the built dist/main.js both sit
 * one folder below it.
 */
export const serverHome = fileURLToPath(new URL('..', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string. When absent the embedded database (PGlite) is used. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database. */
  dataDir: string;
  /** Folder of the backups (BACKUP_DIR): by default `backups` beside the data folder. */
  backupDir: string;
  logLevel: string;
  /** Folder of the built app to serve; absent when only the API runs (development). */
  staticDir: string | undefined;
  /** Password of the first Administrator when the database has none (required on PostgreSQL). */
  adminPassword: string | undefined;
  /** Public origin of the app (links in mail); defaults to the address the server prints. */
  publicUrl: string | undefined;
  trustProxy: boolean;
  /** API requests per client address per minute; 0 turns the general limit off. */
  rateLimitPerMinute: number;
  /**
   * Server processes behind the one port (WEB_CONCURRENCY; default: one per core on PostgreSQL).
   * Always 1 on the embedded database, which one process alone may open.
   */
  webConcurrency: number;
}

const parsePort = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
};

const parseCount = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new Error(`${name} must be a whole number of at least 0, got "${value}"`);
  }
  return count;
};

/** Reads the server's configuration from the environment. Throws with a clear message on bad values. */
export function loadConfig(
  env: NodeJS.ProcessEnv,
  defaults: { staticDir?: string } = {},
): ServerConfig {
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : resolve(serverHome, 'data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const webConcurrency = parseCount('WEB_CONCURRENCY', env.WEB_CONCURRENCY, availableParallelism());
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : resolve(dataDir, '..', 'backups'),
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : defaults.staticDir,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    rateLimitPerMinute: parseCount('RATE_LIMIT_PER_MINUTE', env.RATE_LIMIT_PER_MINUTE, 600),
    webConcurrency: databaseUrl ? Math.max(1, webConcurrency) : 1,
  };
}
