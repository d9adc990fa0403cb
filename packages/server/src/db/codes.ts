import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { codeSequences } from './schema.ts';

/** Codes of every master that has one: G001, F001, FM001, I001, S001, T001, BK001. */
export const codePrefixes = {
  godown: 'G',
  farmer: 'F',
  farm: 'FM',
  item: 'I',
  supplier: 'S',
  trader: 'T',
  bankAccount: 'BK',
} as const;

export const formatCode = (prefix: string, value: number) =>
  `${prefix}${String(value).padStart(3, '0')}`;

/**
 * The next code for `prefix`, taken inside the caller's transaction. The counter only goes up and
 * its row lock queues concurrent creators, so no two records get the same code and a deleted
 * record's code is never handed out again.
 */
export async function nextCode(tx: Db, prefix: string): Promise<string> {
  const [row] = await tx
    .insert(codeSequences)
    .values({ prefix, lastValue: 1 })
    .onConflictDoUpdate({
      target: codeSequences.prefix,
      set: { lastValue: sql`${codeSequences.lastValue} + 1` },
    })
    .returning({ lastValue: codeSequences.lastValue });
  if (!row) throw new Error(`No code could be taken for ${prefix}`);
  return formatCode(prefix, row.lastValue);
}

/**
 * Moves the counter of `prefix` past codes written directly (sample data), so they are not handed
 * out again.
 */
export async function reserveCodes(tx: Db, prefix: string, upTo: number): Promise<void> {
  await tx
    .insert(codeSequences)
    .values({ prefix, lastValue: upTo })
    .onConflictDoUpdate({
      target: codeSequences.prefix,
      set: { lastValue: sql`greatest(${codeSequences.lastValue}, ${upTo})` },
    });
}
