import {
  dayMonthYear,
  type SchemeTerms,
  type SchemeVersion,
  type SchemeVersionInput,
  schemeTermsSchema,
} from '@pfm/shared';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/service.ts';
import { nextCode } from '../db/codes.ts';
import type { Db } from '../db/database.ts';
import { documents, farmers, settlementSchemes, settlements } from '../db/schema.ts';
import type { Actor } from '../domain/actor.ts';
import { AppError, fieldError } from '../domain/errors.ts';
import type { SchemeFacts } from './compute.ts';

export const SCHEME_PREFIX = 'SCH';

type SchemeRow = typeof settlementSchemes.$inferSelect;

const termsOf = (row: SchemeRow): SchemeTerms => schemeTermsSchema.parse(row.terms);

/** Every version of every scheme, newest version first, with how many standing settlements used it. */
export async function listSchemes(db: Db): Promise<SchemeVersion[]> {
  const rows = await db
    .select()
    .from(settlementSchemes)
    .orderBy(settlementSchemes.code, desc(settlementSchemes.version));
  const used = await db
    .select({
      code: settlements.schemeCode,
      version: settlements.schemeVersion,
      count: sql<string>`count(*)`,
    })
    .from(settlements)
    .innerJoin(documents, eq(documents.id, settlements.documentId))
    .where(eq(documents.status, 'posted'))
    .groupBy(settlements.schemeCode, settlements.schemeVersion);
  const counts = new Map(used.map((row) => [`${row.code}/${row.version}`, Number(row.count)]));
  return rows.map((row) => ({
    code: row.code,
    version: row.version,
    name: row.name,
    effectiveFrom: row.effectiveFrom,
    isDefault: row.isDefault,
    terms: termsOf(row),
    farmerCodes: row.farmerCodes,
    settlements: counts.get(`${row.code}/${row.version}`) ?? 0,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
  }));
}

/** The latest version of each scheme in force on `date` (the highest version from that day or before). */
async function versionsInForce(db: Db, date: string) {
  const rows = await db
    .select()
    .from(settlementSchemes)
    .where(lte(settlementSchemes.effectiveFrom, date))
    .orderBy(settlementSchemes.code, desc(settlementSchemes.version));
  const latest = new Map<string, SchemeRow>();
  for (const row of rows) if (!latest.has(row.code)) latest.set(row.code, row);
  return [...latest.values()];
}

/**
 * The scheme a farmer's batch is settled under: the version in force on the day the batch was
 * placed, of the scheme naming the farmer, or else of the default scheme.
 */
export async function schemeFor(
  db: Db,
  farmerCode: string,
  placementDate: string,
): Promise<SchemeFacts> {
  const inForce = await versionsInForce(db, placementDate);
  const row =
    inForce.find((version) => version.farmerCodes.includes(farmerCode)) ??
    inForce.find((version) => version.isDefault);
  if (!row) {
    throw new AppError(
      'conflict',
      `No settlement scheme was in force on ${dayMonthYear(placementDate)}, when the batch was placed; add a version from that day or earlier.`,
    );
  }
  return { code: row.code, version: row.version, name: row.name, terms: termsOf(row) };
}

/**
 * Adds a version of a scheme (or, without `code`, a new scheme) from `effectiveFrom`. Versions only
 * move forward in time, so the version in force on a day never changes once a later one exists,
 * and a version a settlement used is never rewritten. A farmer belongs to one scheme at a time.
 */
export async function addSchemeVersion(
  tx: Db,
  actor: Actor,
  code: string | null,
  input: SchemeVersionInput,
): Promise<SchemeVersion> {
  let version = 1;
  let isDefault = false;
  let schemeCode = code;
  if (code) {
    // Locks the scheme's versions, so two changes of one scheme queue.
    const [latest] = await tx
      .select()
      .from(settlementSchemes)
      .where(eq(settlementSchemes.code, code))
      .orderBy(desc(settlementSchemes.version))
      .limit(1)
      .for('update');
    if (!latest) throw new AppError('not_found', 'There is no such settlement scheme.');
    if (input.effectiveFrom < latest.effectiveFrom) {
      throw fieldError(
        'validation_failed',
        'effectiveFrom',
        `Version ${latest.version} of ${code} is in force from ${dayMonthYear(latest.effectiveFrom)}; a new version cannot start before that.`,
      );
    }
    version = latest.version + 1;
    isDefault = latest.isDefault;
  } else {
    schemeCode = await nextCode(tx, SCHEME_PREFIX);
  }
  const farmerCodes = [...new Set(input.farmerCodes)].sort();
  if (farmerCodes.length > 0) {
    const known = await tx
      .select({ code: farmers.code })
      .from(farmers)
      .where(inArray(farmers.code, farmerCodes));
    const missing = farmerCodes.filter((farmer) => !known.some((row) => row.code === farmer));
    if (missing.length > 0) {
      throw fieldError(
        'validation_failed',
        'farmerCodes',
        `There is no farmer ${missing.join(', ')}.`,
      );
    }
    const others = (await versionsInForce(tx, '9999-12-31')).filter(
      (other) => other.code !== schemeCode,
    );
    for (const other of others) {
      const shared = other.farmerCodes.filter((farmer) => farmerCodes.includes(farmer));
      if (shared.length > 0) {
        throw fieldError(
          'conflict',
          'farmerCodes',
          `${shared.join(', ')} ${shared.length === 1 ? 'is' : 'are'} already settled under ${other.code} (${other.name}).`,
        );
      }
    }
  }
  await tx.insert(settlementSchemes).values({
    code: schemeCode as string,
    version,
    name: input.name,
    effectiveFrom: input.effectiveFrom,
    isDefault,
    terms: input.terms,
    farmerCodes,
    createdByName: actor.username,
  });
  await recordAudit(tx, actor, {
    action: code ? 'update' : 'create',
    entity: 'settlement-scheme',
    entityKey: `${schemeCode} v${version}`,
    summary: `Settlement scheme ${schemeCode} (${input.name}) version ${version} from ${dayMonthYear(input.effectiveFrom)}`,
  });
  const [saved] = (await listSchemes(tx)).filter(
    (row) => row.code === schemeCode && row.version === version,
  );
  if (!saved) throw new Error('The scheme version was not written');
  return saved;
}

/** Refuses a scheme code that does not exist (for routes taking one). */
export async function assertScheme(db: Db, code: string) {
  const [row] = await db
    .select({ code: settlementSchemes.code })
    .from(settlementSchemes)
    .where(and(eq(settlementSchemes.code, code), eq(settlementSchemes.version, 1)));
  if (!row) throw new AppError('not_found', 'There is no such settlement scheme.');
}
