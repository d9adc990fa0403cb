import {
  apiPaths,
  type DateFormat,
  dateFormats,
  defaultSettings,
  formatDate,
  type LookupAnswer,
  type LookupKind,
  type LookupResult,
  lookupKinds,
  type Role,
} from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { settings } from '../db/schema.ts';
import type { Access, RouteEntry } from '../http/access.ts';
import { type FoundRow, findRows } from './queries.ts';

/**
 * The route whose access decides who may find each kind: its list (or, for settlements, which have
 * no list of their own, one settlement). A role finds only what it may read there, so the lookup
 * never shows a record its list would refuse, whatever a later change makes of that list's access.
 */
export const lookupReadRoutes: Record<LookupKind, string> = {
  godown: apiPaths.godowns,
  farmer: apiPaths.farmers,
  farm: apiPaths.farms,
  item: apiPaths.items,
  supplier: apiPaths.suppliers,
  trader: apiPaths.traders,
  bankAccount: apiPaths.bankAccounts,
  batch: apiPaths.batches,
  purchase: apiPaths.purchases,
  issue: apiPaths.issues,
  transfer: apiPaths.transfers,
  growthUpdate: apiPaths.growthUpdates,
  sale: apiPaths.sales,
  payment: apiPaths.payments,
  collection: apiPaths.collections,
  settlement: `${apiPaths.settlements}/:code`,
};

const allows = (access: Access, role: Role) =>
  access === 'public' || access === 'signed-in' || role === 'Administrator';

/**
 * The kinds `role` may find: those whose read route (`lookupReadRoutes`) it may call. A kind whose
 * route is missing from the table is found by nobody (refused rather than shown).
 */
export function readableKinds(role: Role, routes: readonly RouteEntry[]): LookupKind[] {
  return lookupKinds.filter((kind) => {
    const route = routes.find(
      (entry) => entry.method === 'GET' && entry.url === lookupReadRoutes[kind],
    );
    return route !== undefined && allows(route.access, role);
  });
}

/** The Settings date format (the subtitles' dates), without the rest of the settings' work. */
async function dateFormatOf(db: Db): Promise<DateFormat> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.id, 1));
  const saved = (row?.value as { dateFormat?: unknown } | undefined)?.dateFormat;
  return dateFormats.find((format) => format === saved) ?? defaultSettings.dateFormat;
}

/** A batch's date is the day it was placed; a document's is its own day. */
const dateWords = (row: FoundRow, format: DateFormat) =>
  row.date === null
    ? ''
    : `${row.kind === 'batch' ? 'placed ' : ''}${formatDate(row.date, format)}`;

/** A row as the answer gives it: the subtitle's words, its date and, for a cancelled document, so. */
function resultOf(row: FoundRow, format: DateFormat): LookupResult {
  const subtitle = [row.detail, dateWords(row, format), row.cancelled ? 'Cancelled' : '']
    .filter((part) => part !== '')
    .join(' · ');
  return {
    kind: row.kind,
    code: row.code,
    title: row.title,
    ...(subtitle !== '' && { subtitle }),
    ...(row.batch !== null && { batchCode: row.batch }),
  };
}

/**
 * `GET /api/lookup`: the records of `kinds` whose code is the text, then those whose code starts
 * with it, then those whose name (or summary) contains it, case-insensitive, at most LOOKUP_LIMIT.
 */
export async function lookup(
  db: Db,
  q: string,
  kinds: readonly LookupKind[],
): Promise<LookupAnswer> {
  const [rows, format] = await Promise.all([findRows(db, q, kinds), dateFormatOf(db)]);
  return { results: rows.map((row) => resultOf(row, format)) };
}
