import pg from 'pg';

/** Runs one statement on the PostgreSQL server as the admin of TEST_DATABASE_URL (create or drop a database). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
