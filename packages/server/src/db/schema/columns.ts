import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, index, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const status = () =>
  text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('active');

/**
 * A stored column holding the searchable columns (SQL names) joined by spaces, with a trigram index,
 * so that a search for any part of them (`ILIKE '%…%'`) uses one index instead of a table scan.
 */
export const searchColumn = (...columns: string[]) =>
  text('search')
    .notNull()
    .generatedAlwaysAs(
      sql.raw(columns.map((column) => `coalesce(${column}, '')`).join(` || ' ' || `)),
    );

export const trigramIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);
