import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who did what and when: changes to masters, settings, users and documents, and sign-in events.
 * Append-only: a trigger (migration 0005) refuses UPDATE and DELETE, and no API route writes to it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The user who acted; null for someone not signed in (a failed sign-in) or the system. */
    actorId: integer('actor_id'),
    /** Their username then (or the username tried, or "system"), kept as text so it stays readable. */
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    /** What was acted on: `godown`, `user`, `settings`, `session`… */
    entity: text('entity').notNull(),
    /** Its code or id, when it has one (G004, 7). */
    entityKey: text('entity_key'),
    /** One sentence for people: "Changed godown G004: capacity 5000 → 6000". */
    summary: text('summary').notNull(),
    /** The fields involved: the new record, or `{ field: [before, after] }` for a change. */
    details: jsonb('details'),
    /** Client address of the request. */
    address: text('address'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_entity_idx').on(table.entity, table.entityKey),
  ],
);
