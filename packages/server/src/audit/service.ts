import type { AuditEntry, AuditQuery, ListPage } from '@pfm/shared';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { containing, listPage } from '../db/list.ts';
import { auditLog } from '../db/schema.ts';
import type { Actor } from '../domain/actor.ts';

export interface AuditEvent {
  action: string;
  entity: string;
  entityKey?: string | number | undefined;
  summary: string;
  details?: unknown;
}

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change, so the
 * change and its record are kept or lost together.
 */
export async function recordAudit(db: Db, actor: Actor, event: AuditEvent, at = new Date()) {
  await db.insert(auditLog).values({
    at,
    actorId: actor.id,
    actorName: actor.username,
    action: event.action,
    entity: event.entity,
    entityKey: event.entityKey === undefined ? null : String(event.entityKey),
    summary: event.summary,
    details: event.details ?? null,
    address: actor.address ?? null,
  });
}

/** Which fields differ between two versions of a record, as `{ field: [before, after] }`. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = [before[key], after[key]];
    }
  }
  return changes;
}

/** "capacityKg 5000 → 6000, status active → inactive" for a summary line. */
export function describeChanges(changes: Record<string, [unknown, unknown]>): string {
  const parts = Object.entries(changes).map(
    ([field, [from, to]]) => `${field} ${show(from)} → ${show(to)}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'no changes';
}

const show = (value: unknown) => {
  const text = value === undefined || value === null || value === '' ? '—' : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
};

/** Midnight in India (UTC+05:30, no daylight saving) of a YYYY-MM-DD day, `plusDays` later. */
const startOfIndianDay = (day: string, plusDays = 0) =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + plusDays * 86_400_000);

/** A page of the audit log, newest first, filtered by text, action, entity and date range. */
export async function listAudit(db: Db, query: AuditQuery): Promise<ListPage<AuditEntry>> {
  const conditions: (SQL | undefined)[] = [
    query.q
      ? sql`(${auditLog.summary} ilike ${containing(query.q)} or ${auditLog.actorName} ilike ${containing(query.q)} or ${auditLog.entityKey} ilike ${containing(query.q)})`
      : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.from ? gte(auditLog.at, startOfIndianDay(query.from)) : undefined,
    query.to ? lt(auditLog.at, startOfIndianDay(query.to, 1)) : undefined,
  ];
  const where = and(...conditions);
  const page = await listPage(db, {
    query,
    table: auditLog,
    where,
    rows: (limit, offset, db) =>
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(limit)
        .offset(offset),
  });
  return {
    ...page,
    rows: page.rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorName,
      action: row.action,
      entity: row.entity,
      entityKey: row.entityKey,
      summary: row.summary,
      details: row.details ?? null,
      address: row.address,
    })),
  };
}
