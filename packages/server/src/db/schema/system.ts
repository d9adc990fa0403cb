import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Key/value facts about this database itself (for example when the sample data was seeded). */
export const systemState = pgTable('system_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});

/**
 * The last number handed out per code prefix (G → G001, G002…). Numbers only ever go up, so a
 * deleted record's code is never given to another.
 */
export const codeSequences = pgTable('code_sequences', {
  prefix: text('prefix').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/**
 * The high alerts already mailed to the Administrators (by the alert's stable id, e.g.
 * "mortality:B002:3"), so each is mailed once however often it is computed.
 */
export const alertNotices = pgTable('alert_notices', {
  alertId: text('alert_id').primaryKey(),
  ...timestamps,
});
