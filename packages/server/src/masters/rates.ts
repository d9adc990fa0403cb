import {
  apiPaths,
  dayMonthYear,
  isoDate,
  type ListQuery,
  type Rate,
  type RateItem,
  type RateStatus,
  rateInput,
  rateItemIds,
  rateItems,
  rateSchema,
  rateSorts,
  today,
} from '@pfm/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { by, type ListSource, listPage, orderFor } from '../db/list.ts';
import { rates } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import { access } from '../http/access.ts';
import { routePath } from '../http/contract.ts';
import type { MasterDefinition, MasterService } from './definition.ts';
import { registerMaster } from './routes.ts';

type Input = z.infer<typeof rateInput>;
type Sort = (typeof rateSorts)[number];

/** A rate's status on `today`: in force, starting later, or ended (replaced by a later rate). */
const statusOn = (today: string) =>
  sql<RateStatus>`case when ${rates.effectiveFrom} > ${today}::date then 'scheduled' when ${rates.effectiveTo} < ${today}::date then 'closed' else 'active' end`;

/** Status in the order of the shared `rateStatuses`: active, scheduled, closed. */
const statusRank = (today: string) =>
  sql`case when ${rates.effectiveFrom} > ${today}::date then 1 when ${rates.effectiveTo} < ${today}::date then 2 else 0 end`;

/** Items in the alphabetical order of their labels (Chicks, Finisher Feed, …), as the app shows them. */
const itemRank = sql`case ${rates.item} ${sql.raw(
  [...rateItemIds]
    .sort((a, b) => rateItems[a].localeCompare(rateItems[b]))
    .map((id, rank) => `when '${id}' then ${rank}`)
    .join(' '),
)} end`;

const columnsOn = (today: string) => ({
  id: rates.id,
  item: rates.item,
  ratePaise: rates.ratePaise,
  effectiveFrom: rates.effectiveFrom,
  effectiveTo: rates.effectiveTo,
  unit: rates.unit,
  status: statusOn(today),
});

/**
 * The items a search names: `q` found in any part of an item's id or label, ignoring case ("feed"
 * finds starter, grower and finisher; "chick" finds chicks and live chicken).
 */
export const itemsMatching = (q: string): RateItem[] => {
  const needle = q.toLowerCase();
  return rateItemIds.filter(
    (id) => id.includes(needle) || rateItems[id].toLowerCase().includes(needle),
  );
};

const notFound = () => new AppError('not_found', 'There is no such rate.');
const dateTaken = (item: RateItem, effectiveFrom: string) => {
  const message = `${rateItems[item]} already has a rate from ${dayMonthYear(effectiveFrom)}; edit that rate instead.`;
  return new AppError('conflict', message, { effectiveFrom: message });
};

/**
 * Queues this transaction behind any other one writing rates (readers are not blocked), so two
 * people changing rates at once cannot leave an item's periods overlapping or with gaps.
 */
const lockRates = (tx: Db) => tx.execute(sql`lock table ${rates} in share row exclusive mode`);

/**
 * Recomputes `effective_to` of every rate of `item`: the day before the next rate of the item
 * starts, or open-ended (null) for the latest. Called in the same transaction after every write.
 */
export async function rechain(tx: Db, item: RateItem): Promise<void> {
  await tx.execute(sql`
    update rates set effective_to = chain.next_from - 1
    from (
      select id, lead(effective_from) over (order by effective_from) as next_from
      from rates
      where item = ${item}
    ) as chain
    where rates.id = chain.id and rates.effective_to is distinct from chain.next_from - 1`);
}

async function assertDateFree(tx: Db, item: RateItem, effectiveFrom: string, except?: number) {
  const [clash] = await tx
    .select({ id: rates.id })
    .from(rates)
    .where(
      and(
        eq(rates.item, item),
        eq(rates.effectiveFrom, effectiveFrom),
        except === undefined ? undefined : ne(rates.id, except),
      ),
    );
  if (clash) throw dateTaken(item, effectiveFrom);
}

async function read(db: Db, id: number): Promise<Rate> {
  const [row] = await db.select(columnsOn(today())).from(rates).where(eq(rates.id, id));
  if (!row) throw notFound();
  return row;
}

/** The rates a list query matches, in the list's order: a page of them or every one. */
export function rateList(query: ListQuery<Sort>): ListSource<Rate> {
  const onDay = today();
  const matching = query.q ? itemsMatching(query.q) : undefined;
  const where = matching
    ? matching.length
      ? inArray(rates.item, matching)
      : sql`false`
    : undefined;
  return {
    table: rates,
    where,
    rows: (limit, offset, db) =>
      db
        .select(columnsOn(onDay))
        .from(rates)
        .where(where)
        .orderBy(
          ...orderFor(
            query,
            {
              item: (dir) => [...by(itemRank)(dir), asc(rates.effectiveFrom)],
              ratePaise: by(rates.ratePaise),
              effectiveFrom: (dir) => [...by(rates.effectiveFrom)(dir), asc(itemRank)],
              status: (dir) => [
                ...by(statusRank(onDay))(dir),
                asc(itemRank),
                asc(rates.effectiveFrom),
              ],
            },
            'item',
            by(rates.id),
          ),
        )
        .limit(limit)
        .offset(offset),
  };
}

/**
 * Effective-dated rates per item. `q` finds the rates of every item whose id or label contains it
 * (see `itemsMatching`). Sorting by item follows the labels; by status follows active, scheduled,
 * closed; each then lists an item's rates from the earliest.
 */
export const rateService: MasterService<Rate, Input, Sort, number> = {
  list: (db, query) => listPage(db, { query, ...rateList(query) }),

  get: read,

  create: (db, input) =>
    db.transaction(async (tx) => {
      await lockRates(tx);
      await assertDateFree(tx, input.item, input.effectiveFrom);
      const [row] = await tx.insert(rates).values(input).returning({ id: rates.id });
      if (!row) throw new Error('The rate was not saved.');
      await rechain(tx, input.item);
      return read(tx, row.id);
    }),

  update: (db, id, input) =>
    db.transaction(async (tx) => {
      await lockRates(tx);
      const [before] = await tx.select({ item: rates.item }).from(rates).where(eq(rates.id, id));
      if (!before) throw notFound();
      await assertDateFree(tx, input.item, input.effectiveFrom, id);
      // Open-ended until re-chained, so a date moved past the old end never breaks the period check.
      await tx
        .update(rates)
        .set({ ...input, effectiveTo: null, updatedAt: new Date() })
        .where(eq(rates.id, id));
      await rechain(tx, input.item);
      if (before.item !== input.item) await rechain(tx, before.item);
      return read(tx, id);
    }),

  remove: (db, id) =>
    db.transaction(async (tx) => {
      await lockRates(tx);
      const [row] = await tx.delete(rates).where(eq(rates.id, id)).returning({ item: rates.item });
      if (!row) throw notFound();
      await rechain(tx, row.item);
    }),
};

export const rateMaster: MasterDefinition<Rate, typeof rateInput, Sort, number> = {
  path: apiPaths.rates,
  noun: 'rate',
  key: 'id',
  input: rateInput,
  row: rateSchema,
  sorts: rateSorts,
  service: rateService,
  constraints: {
    rates_item_from_unique: {
      field: 'effectiveFrom',
      message: 'This item already has a rate from that date; edit that rate instead.',
    },
    rates_positive: { field: 'ratePaise', message: 'The rate must be more than ₹0.' },
    rates_period_ordered: {
      field: 'effectiveFrom',
      message: 'A rate cannot end before it starts.',
    },
  },
};

const inForceQuery = z.object({ item: rateInput.shape.item, date: isoDate }).strict();

/** The rate of `item` in force on `date` (YYYY-MM-DD), if any. */
export async function rateInForce(db: Db, item: RateItem, date: string): Promise<Rate> {
  const [row] = await db
    .select(columnsOn(today()))
    .from(rates)
    .where(
      and(
        eq(rates.item, item),
        lte(rates.effectiveFrom, date),
        or(isNull(rates.effectiveTo), gte(rates.effectiveTo, date)),
      ),
    )
    .orderBy(desc(rates.effectiveFrom))
    .limit(1);
  if (!row) {
    throw new AppError(
      'not_found',
      `No rate for ${rateItems[item]} is in force on ${dayMonthYear(date)}.`,
    );
  }
  return row;
}

/**
 * The rate endpoints: the five of every master, plus `GET /rates/in-force?item=chicks&date=…`,
 * the rate of an item in force on a day (404 when there is none).
 */
export function registerRates(app: FastifyInstance) {
  registerMaster(app, rateMaster);
  app.withTypeProvider<ZodTypeProvider>().get(
    routePath(apiPaths.ratesInForce),
    {
      ...access.signedIn,
      schema: {
        summary: 'The rate of an item in force on a day (404 when there is none)',
        querystring: inForceQuery,
        response: { 200: rateSchema },
      },
    },
    async (request) => rateInForce(app.database.db, request.query.item, request.query.date),
  );
}
