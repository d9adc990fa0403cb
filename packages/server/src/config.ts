import { resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string. When absent the embedded database (PGlite) is used. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database. */
  dataDir: string;
  logLevel: string;
  /** Folder of the built app to serve; absent when only the API runs (development). */
  staticDir: string | undefined;
  /** Password of the first Administrator when the database has none (required on PostgreSQL). */
  adminPassword: string | undefined;
  /** Public origin of the app (links in mail); defaults to the origin each request came to. */
  publicUrl: string | undefined;
  trustProxy: boolean;
}

const parsePort = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
};

/** Reads the server's configuration from the environment. Throws with a clear message on bad values. */
export function loadConfig(
  env: NodeJS.ProcessEnv,
  defaults: { staticDir?: string } = {},
): ServerConfig {
  return {
    port: parsePort(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || './data'),
    logLevel: env.LOG_LEVEL || 'info',
    staticDir: env.STATIC_DIR ? resolve(env.STATIC_DIR) : defaults.staticDir,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
  };
}
