/** The database schema, one file per area; drizzle-kit reads it from here. */
export * from './schema/accounts.ts';
export * from './schema/audit.ts';
export * from './schema/documents.ts';
export * from './schema/masters.ts';
export * from './schema/system.ts';
