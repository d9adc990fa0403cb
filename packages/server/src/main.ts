import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { createLogger } from './logging.ts';
import { startServer } from './server.ts';

// Both src/main.ts and the built dist/main.js sit one folder below the package root.
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const config = loadConfig(process.env, { staticDir: `${packageRoot}../app/dist` });
const logger = createLogger(config.logLevel);

try {
  const server = await startServer({ config, migrationsFolder: `${packageRoot}drizzle`, logger });
  const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
  logger.info({ url: server.url, database }, 'server started');
  process.stdout.write(
    `\nPoultry Farm Management is running at ${server.url} (database: ${database})\n\n`,
  );

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      logger.info({ signal }, 'shutting down: finishing in-flight requests');
      server.stop().then(
        () => {
          logger.info('shut down cleanly');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
} catch (error) {
  logger.fatal({ err: error }, 'server failed to start');
  process.exit(1);
}
