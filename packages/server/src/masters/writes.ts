import type { z } from 'zod';
import { changedFields, describeChanges, recordAudit } from '../audit/service.ts';
import { withConstraints } from '../db/constraints.ts';
import type { Db } from '../db/database.ts';
import type { Actor } from '../domain/actor.ts';
import type { MasterDefinition } from './definition.ts';

/** How a master record is named in the audit log: its code or id, then its name if it has one. */
const recordLabel = (row: unknown, key: unknown) => {
  const name = (row as { name?: unknown }).name;
  return typeof name === 'string' ? `${String(key)} ${name}` : String(key);
};

/** The audit log's record kind: the noun as a slug ("growth standard" → `growth-standard`). */
const entityOf = (noun: string) => noun.replace(/\s+/g, '-');

const recordKey = (row: unknown) =>
  (row as { code?: string }).code ?? (row as { id?: number }).id ?? '';

/**
 * A master's writes as a service: each runs in one transaction, behind the definition's constraint
 * messages, and records itself in the audit log in that transaction (who, what, and for a change
 * the fields that changed).
 */
export function masterWrites<Row, Schema extends z.ZodType, Sort extends string, Key>(
  db: Db,
  definition: MasterDefinition<Row, Schema, Sort, Key>,
) {
  const { noun, service, constraints } = definition;
  const entity = entityOf(noun);
  const guarded = <T>(work: (tx: Db) => Promise<T>) =>
    withConstraints(() => db.transaction((tx) => work(tx)), constraints);
  return {
    create: (input: z.infer<Schema>, actor: Actor) =>
      guarded(async (tx) => {
        const row = await service.create(tx, input);
        const rowKey = recordKey(row);
        await recordAudit(tx, actor, {
          action: 'create',
          entity,
          entityKey: rowKey,
          summary: `Created ${noun} ${recordLabel(row, rowKey)}`,
          details: row,
        });
        return row;
      }),
    update: (target: Key, input: z.infer<Schema>, actor: Actor) =>
      guarded(async (tx) => {
        const before = await service.get(tx, target);
        const row = await service.update(tx, target, input);
        const changes = changedFields(
          before as Record<string, unknown>,
          row as Record<string, unknown>,
        );
        await recordAudit(tx, actor, {
          action: 'update',
          entity,
          entityKey: String(target),
          summary: `Changed ${noun} ${recordLabel(row, target)}: ${describeChanges(changes)}`,
          details: changes,
        });
        return row;
      }),
    remove: (target: Key, actor: Actor) =>
      guarded(async (tx) => {
        const before = await service.get(tx, target);
        await service.remove(tx, target);
        await recordAudit(tx, actor, {
          action: 'delete',
          entity,
          entityKey: String(target),
          summary: `Deleted ${noun} ${recordLabel(before, target)}`,
          details: before,
        });
      }),
  };
}
