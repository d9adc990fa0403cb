import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { openDatabase } from './database.ts';

/**
 * Writes a migrated, empty embedded database as a gzip tarball of its data folder. `npm run build`
 * makes one beside the built server (dist/pglite-template.tar.gz); a first start copies it into the
 * new data folder instead of running initdb (about 5 of a first start's 10 s on this machine kind).
 * The sample data is not in it: it is dated back from the day of the first start.
 */
export async function writePgliteTemplate(file: string, migrationsFolder: string): Promise<void> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    const database = await openDatabase({ kind: 'pglite', pglite: client });
    await database.migrate(migrationsFolder);
    await client.exec('checkpoint');
    const tarball = await client.dumpDataDir('gzip');
    await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
  } finally {
    await client.close();
  }
}
