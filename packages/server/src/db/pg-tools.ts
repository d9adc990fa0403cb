import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** The PostgreSQL client programs the backups use. */
export type PgTool = 'pg_dump' | 'pg_restore';

/** The full path of an executable `program` on `path` (PATH), or undefined when there is none. */
export async function findOnPath(
  program: string,
  path: string = process.env.PATH ?? '',
): Promise<string | undefined> {
  for (const folder of path.split(delimiter)) {
    if (!folder) continue;
    const candidate = join(folder, program);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here; try the next folder.
    }
  }
  return undefined;
}

/** What to say when a client program is missing, for the log, the Settings screen and the CLI. */
export const missingToolMessage = (tool: PgTool) =>
  `${tool} was not found on the server's PATH. Backups of a PostgreSQL database need the PostgreSQL client tools (for example: apt-get install postgresql-client), of the server's major version or newer.`;

/**
 * A connection string for a client program, without its password: the password goes in the
 * environment (PGPASSWORD), so that it never shows in a process list or an error message.
 */
export function connectionForTool(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('The database URL is not a valid URL (postgres://user:password@host/db).');
  }
  if (!/^postgres(ql)?:$/.test(parsed.protocol)) {
    throw new Error('The database URL must start with postgres:// or postgresql://.');
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env };
}

/**
 * Runs a PostgreSQL client program and waits for it. Rejects with the program's own last words
 * (its standard error) when it fails, or with `missingToolMessage` when it is not installed.
 */
export async function runPgTool(
  tool: PgTool,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const program = await findOnPath(tool, env.PATH);
  if (!program) throw new Error(missingToolMessage(tool));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // The end says why it failed; keep only the last few kilobytes of a long report.
      stderr = (stderr + chunk).slice(-4000);
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split('\n').slice(-5).join('\n');
      reject(
        new Error(
          `${tool} failed (${signal ? `signal ${signal}` : `exit code ${code}`})${said ? `: ${said}` : ''}`,
        ),
      );
    });
  });
}
