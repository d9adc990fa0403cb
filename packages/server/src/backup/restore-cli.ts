/**
 * Restores a backup:
 *   npm run restore -w @pfm/server -- <backup file> [--data-dir DIR | --database-url URL] [--force]
 * A `.tar.gz` backup becomes the embedded database's data folder (DIR, else DATA_DIR, else
 * packages/server/data); a `.dump` backup is restored into PostgreSQL (URL, else DATABASE_URL).
 * Stop the server first.
 */
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { backupKindOf, restorePglite, restorePostgres } from './restore.ts';

const usage = `Usage: npm run restore -w @pfm/server -- <backup file> [--data-dir DIR | --database-url URL] [--force]

  <backup file>        a pfm-….tar.gz (embedded database) or pfm-….dump (PostgreSQL) backup
  --data-dir DIR       the embedded database's data folder to create (default: DATA_DIR, else packages/server/data)
  --database-url URL   the PostgreSQL database to restore into (default: DATABASE_URL)
  --force              replace a data folder that is not empty (it is moved aside, not deleted)

Stop the server before restoring.`;

/** npm runs workspace scripts in the package's folder; paths typed by the user are from where they typed them. */
const fromUser = (path: string) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function main(argv: string[]): Promise<string[]> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return [usage];
  if (positionals.length !== 1) {
    throw new Error(
      positionals.length === 0 ? 'Name the backup file to restore.' : 'Give one backup file.',
    );
  }
  if (values['data-dir'] && values['database-url']) {
    throw new Error('Give either --data-dir or --database-url, not both.');
  }
  const file = fromUser(positionals[0] as string);
  const kind = backupKindOf(file);
  if (!kind) {
    throw new Error(
      `${file} is not a backup: backups end in .tar.gz (embedded database) or .dump (PostgreSQL).`,
    );
  }

  if (kind === 'pglite') {
    if (values['database-url']) {
      throw new Error(
        `${file} is a backup of the embedded database: restore it with --data-dir DIR, not into PostgreSQL.`,
      );
    }
    const dataDir = values['data-dir']
      ? fromUser(values['data-dir'])
      : loadConfig(process.env).dataDir;
    return (await restorePglite(file, dataDir, { force: values.force })).lines;
  }

  if (values['data-dir']) {
    throw new Error(
      `${file} is a PostgreSQL backup: restore it with --database-url URL, not into a data folder.`,
    );
  }
  const url = values['database-url'] || process.env.DATABASE_URL;
  if (!url) {
    throw new Error(
      'Say which PostgreSQL database to restore into: --database-url URL (or set DATABASE_URL).',
    );
  }
  return (await restorePostgres(file, url)).lines;
}

main(process.argv.slice(2)).then(
  (lines) => {
    process.stdout.write(`${lines.join('\n')}\n`);
  },
  (error: unknown) => {
    process.stderr.write(`Restore failed: ${(error as Error).message}\n\n${usage}\n`);
    process.exitCode = 1;
  },
);
