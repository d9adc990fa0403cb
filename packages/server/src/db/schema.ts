import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Key/value facts about this database itself (for example when the sample data was seeded). */
export const systemState = pgTable('system_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/** A storage facility. Code G001… is assigned by the server and never reused. */
export const godowns = pgTable(
  'godowns',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    location: text('location').notNull(),
    capacityKg: integer('capacity_kg').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    ...timestamps,
  },
  (table) => [check('godowns_capacity_positive', sql`${table.capacityKg} > 0`)],
);
