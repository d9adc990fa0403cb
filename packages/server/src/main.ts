import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { createLogger } from './logging.ts';
import { connect, prepareDatabase, startServer } from './server.ts';

// Both src/main.ts and the built dist/main.js sit one folder below the package root.
const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const migrationsFolder = `${packageRoot}drizzle`;
// Written by `npm run build`; without it (tsx in development) a new data folder runs initdb.
const pgliteTemplate = `${packageRoot}dist/pglite-template.tar.gz`;
const config = loadConfig(process.env, { staticDir: `${packageRoot}../app/dist` });
const logger = createLogger(config.logLevel);
const database = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
const announce = (url: string, processes: number) =>
  process.stdout.write(
    `\nPoultry Farm Management is running at ${url} (database: ${database}${
      processes > 1 ? `, ${processes} processes` : ''
    })\n\n`,
  );

/** One process serving requests: the only one, or a worker of the cluster below. */
async function serve(worker?: { background: boolean }) {
  const server = await startServer({
    config,
    migrationsFolder,
    logger,
    pgliteTemplate,
    ...(worker && { worker }),
  });
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
  return server;
}

/**
 * WEB_CONCURRENCY processes share the port (node:cluster hands connections round-robin). The primary
 * prepares the database once, then forks; a worker that dies is replaced; a signal stops them all.
 */
async function runCluster(processes: number) {
  const prepared = await connect(config);
  try {
    await prepareDatabase(prepared, config, migrationsFolder, logger);
  } finally {
    await prepared.close();
  }
  let stopping = false;
  let announced = false;
  const fork = (index: number) => {
    const worker = cluster.fork({ PFM_WORKER_INDEX: String(index) });
    let listening = false;
    worker.on('message', (message: { url?: string }) => {
      if (message.url) listening = true;
      if (message.url && !announced) {
        announced = true;
        logger.info({ url: message.url, database, processes }, 'server started');
        announce(message.url, processes);
      }
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      if (!listening) {
        // It never started (a port in use, a bad setting): starting it again would fail the same way.
        logger.fatal({ worker: index, code, signal }, 'a server process failed to start');
        stopping = true;
        for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
        process.exitCode = 1;
        return;
      }
      logger.error({ worker: index, code, signal }, 'a server process ended; starting another');
      fork(index);
    });
  };
  for (let index = 0; index < processes; index++) fork(index);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true;
      logger.info({ signal }, 'shutting down every server process');
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      });
    });
  }
}

try {
  if (cluster.isWorker) {
    const index = Number(process.env.PFM_WORKER_INDEX ?? 0);
    const server = await serve({ background: index === 0 });
    process.send?.({ url: server.url });
  } else if (config.webConcurrency > 1) {
    await runCluster(config.webConcurrency);
  } else {
    const server = await serve();
    logger.info({ url: server.url, database }, 'server started');
    announce(server.url, 1);
  }
} catch (error) {
  logger.fatal({ err: error }, 'server failed to start');
  process.exit(1);
}
