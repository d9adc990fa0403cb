// Over 400 lines: rates by date and item: effective dates, overlaps, limits and the rate in force, on both databases.
import {
  MAX_RATE_PAISE,
  type Rate,
  type RateItem,
  rateInput,
  rateItemIds,
  resetClock,
  setClock,
} from '@pfm/shared';
import { asc } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rates } from '../../src/db/schema.ts';
import { testDatabases } from '../databases.ts';
import { useMaster } from './harness.ts';
import { propertyRuns } from './helpers.ts';

/** The day every status below is worked out against. */
const TODAY = '2026-06-15';

const dayBefore = (isoDay: string) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

const chicks = (effectiveFrom: string, ratePaise: number) => ({
  item: 'chicks',
  ratePaise,
  effectiveFrom,
  unit: 'piece',
});
const perKg = (item: RateItem, effectiveFrom: string, ratePaise: number) => ({
  item,
  ratePaise,
  effectiveFrom,
  unit: 'kg',
});

describe.each(testDatabases)('rates on $kind', (kind) => {
  const m = useMaster<Rate>(kind, '/api/rates', {
    before: () => setClock(new Date(`${TODAY}T06:30:00Z`)),
    after: resetClock,
  });
  const { list, everything, send } = m;
  /** One item's rates from the earliest: [from, to, status, paise]. */
  const chainOf = async (item: RateItem) =>
    (await everything())
      .filter((rate) => rate.item === item)
      .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom))
      .map((rate) => [rate.effectiveFrom, rate.effectiveTo, rate.status, rate.ratePaise]);
  const find = async (item: RateItem, effectiveFrom: string) => {
    const rate = (await everything()).find(
      (row) => row.item === item && row.effectiveFrom === effectiveFrom,
    );
    if (!rate) throw new Error(`no ${item} rate from ${effectiveFrom}`);
    return rate;
  };
  const create = async (payload: object) => {
    const response = await m.create(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Rate;
  };
  const { remove } = m;
  const inForce = (query: string, cookie = m.admin) =>
    m.t.call({ method: 'GET', url: `/api/rates/in-force${query}`, cookie });
  /** Every item's periods, read straight from the table, follow one another without overlap or gap. */
  const expectChained = async () => {
    const stored = await m.t.database.db
      .select()
      .from(rates)
      .orderBy(asc(rates.item), asc(rates.effectiveFrom));
    stored.forEach((rate, index) => {
      const next = stored[index + 1];
      const expected = next && next.item === rate.item ? dayBefore(next.effectiveFrom) : null;
      expect(rate.effectiveTo, `${rate.item} from ${rate.effectiveFrom}`).toBe(expected);
    });
  };

  it('lists the sample rates by item label, each open-ended and active', async () => {
    const page = await list();
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.item)).toEqual([
      'chicks',
      'finisher',
      'grower',
      'chicken',
      'starter',
    ]);
    expect(page.rows[0]).toEqual({
      id: expect.any(Number),
      item: 'chicks',
      ratePaise: 3500,
      effectiveFrom: '2026-04-01',
      effectiveTo: null,
      unit: 'piece',
      status: 'active',
    });
    expect(page.rows.every((row) => row.status === 'active' && row.effectiveTo === null)).toBe(
      true,
    );
  });

  it('closes the previous rate the day before a later one, and fits earlier and in-between rates in', async () => {
    const later = await create(chicks('2026-07-01', 3800));
    expect(later).toMatchObject({ effectiveTo: null, status: 'scheduled' });
    expect(await chainOf('chicks')).toEqual([
      ['2026-04-01', '2026-06-30', 'active', 3500],
      ['2026-07-01', null, 'scheduled', 3800],
    ]);

    const earlier = await create(chicks('2026-01-01', 3200));
    expect(earlier).toMatchObject({ effectiveTo: '2026-03-31', status: 'closed' });

    const between = await create(chicks('2026-05-01', 3600));
    expect(between).toMatchObject({ effectiveTo: '2026-06-30', status: 'active' });
    expect(await chainOf('chicks')).toEqual([
      ['2026-01-01', '2026-03-31', 'closed', 3200],
      ['2026-04-01', '2026-04-30', 'closed', 3500],
      ['2026-05-01', '2026-06-30', 'active', 3600],
      ['2026-07-01', null, 'scheduled', 3800],
    ]);
    // Other items are untouched.
    expect(await chainOf('starter')).toEqual([['2026-04-01', null, 'active', 4500]]);
    await expectChained();
  });

  it('re-chains when a rate moves to another date or to another item', async () => {
    const may = await create(perKg('grower', '2026-05-01', 4400));
    await create(perKg('grower', '2026-08-01', 4600));
    expect(await chainOf('grower')).toEqual([
      ['2026-04-01', '2026-04-30', 'closed', 4200],
      ['2026-05-01', '2026-07-31', 'active', 4400],
      ['2026-08-01', null, 'scheduled', 4600],
    ]);
    const moved = await send('PUT', `/api/rates/${may.id}`, perKg('grower', '2026-09-01', 4400));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      id: may.id,
      item: 'grower',
      ratePaise: 4400,
      effectiveFrom: '2026-09-01',
      effectiveTo: null,
      unit: 'kg',
      status: 'scheduled',
    });
    expect(await chainOf('grower')).toEqual([
      ['2026-04-01', '2026-07-31', 'active', 4200],
      ['2026-08-01', '2026-08-31', 'scheduled', 4600],
      ['2026-09-01', null, 'scheduled', 4400],
    ]);

    const back = await send('PUT', `/api/rates/${may.id}`, perKg('grower', '2026-03-01', 4100));
    expect(back.json()).toMatchObject({ effectiveTo: '2026-03-31', status: 'closed' });
    expect(await chainOf('grower')).toEqual([
      ['2026-03-01', '2026-03-31', 'closed', 4100],
      ['2026-04-01', '2026-07-31', 'active', 4200],
      ['2026-08-01', null, 'scheduled', 4600],
    ]);

    const other = await send('PUT', `/api/rates/${may.id}`, perKg('finisher', '2026-06-01', 4100));
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ item: 'finisher', effectiveTo: null, status: 'active' });
    expect(await chainOf('grower')).toEqual([
      ['2026-04-01', '2026-07-31', 'active', 4200],
      ['2026-08-01', null, 'scheduled', 4600],
    ]);
    expect(await chainOf('finisher')).toEqual([
      ['2026-04-01', '2026-05-31', 'closed', 4000],
      ['2026-06-01', null, 'active', 4100],
    ]);
    await expectChained();
  });

  it('re-opens the previous rate when the latest is deleted, and closes a gap left in between', async () => {
    const july = await create(perKg('starter', '2026-07-01', 4700));
    const october = await create(perKg('starter', '2026-10-01', 4900));
    expect((await remove(october.id)).statusCode).toBe(204);
    expect(await chainOf('starter')).toEqual([
      ['2026-04-01', '2026-06-30', 'active', 4500],
      ['2026-07-01', null, 'scheduled', 4700],
    ]);
    await create(perKg('starter', '2026-10-01', 4900));
    expect((await remove(july.id)).statusCode).toBe(204);
    expect(await chainOf('starter')).toEqual([
      ['2026-04-01', '2026-09-30', 'active', 4500],
      ['2026-10-01', null, 'scheduled', 4900],
    ]);
    expect((await remove((await find('starter', '2026-10-01')).id)).statusCode).toBe(204);
    expect(await chainOf('starter')).toEqual([['2026-04-01', null, 'active', 4500]]);
    await expectChained();
  });

  it('refuses a second rate for the same item and date beside the date, on create and update', async () => {
    const before = await everything();
    const created = await m.create(chicks('2026-04-01', 3900));
    expect(created.statusCode).toBe(409);
    expect(created.json().error.fields).toEqual({
      effectiveFrom: 'Chicks already has a rate from 01/04/2026; edit that rate instead.',
    });
    const july = await find('chicks', '2026-07-01');
    const moved = await send('PUT', `/api/rates/${july.id}`, chicks('2026-05-01', 3800));
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.fields.effectiveFrom).toBe(
      'Chicks already has a rate from 01/05/2026; edit that rate instead.',
    );
    const toOther = await send('PUT', `/api/rates/${july.id}`, perKg('grower', '2026-08-01', 1));
    expect(toOther.json().error.fields.effectiveFrom).toBe(
      'Grower Feed already has a rate from 01/08/2026; edit that rate instead.',
    );
    expect(await everything()).toEqual(before);

    // Editing a rate on its own date is fine, and so is the same date for another item.
    const repriced = await send('PUT', `/api/rates/${july.id}`, chicks('2026-07-01', 3850));
    expect(repriced.statusCode).toBe(200);
    expect(repriced.json()).toMatchObject({ ratePaise: 3850, effectiveTo: null });
    const chicken = await create(perKg('chicken', '2026-07-01', 12500));
    expect((await remove(chicken.id)).statusCode).toBe(204);
  });

  it('finds the rate in force on a day, including the first day and the day before a new rate', async () => {
    const rateOn = async (item: string, date: string) => {
      const response = await inForce(`?item=${item}&date=${date}`);
      expect(response.statusCode, `${item} ${date}`).toBe(200);
      return (response.json() as Rate).ratePaise;
    };
    // chicks: 3200 from 01/01, 3500 from 01/04, 3600 from 01/05, 3850 from 01/07 (open-ended).
    expect(await rateOn('chicks', '2026-06-30')).toBe(3600);
    expect(await rateOn('chicks', '2026-07-01')).toBe(3850);
    expect(await rateOn('chicks', '2026-04-30')).toBe(3500);
    expect(await rateOn('chicks', '2026-04-01')).toBe(3500);
    expect(await rateOn('chicks', '2026-03-31')).toBe(3200);
    expect(await rateOn('chicks', '2026-01-01')).toBe(3200);
    expect(await rateOn('chicks', '2026-11-21')).toBe(3850);
    expect(await rateOn('chicks', '2099-12-31')).toBe(3850);

    const whole = await inForce('?item=chicks&date=2026-05-15', m.staff);
    expect(whole.json()).toEqual(await find('chicks', '2026-05-01'));

    const before = await inForce('?item=chicks&date=2025-12-31');
    expect(before.statusCode).toBe(404);
    expect(before.json().error.message).toBe('No rate for Chicks is in force on 31/12/2025.');
    const chicken = await inForce('?item=chicken&date=2026-03-31');
    expect(chicken.json().error.message).toBe(
      'No rate for Live Chicken is in force on 31/03/2026.',
    );
  });

  it('refuses an in-force question it cannot answer with 400, and anyone signed out', async () => {
    for (const [query, field, message] of [
      ['?item=duck&date=2026-11-21', 'item', 'Choose what the rate is for.'],
      ['?date=2026-11-21', 'item', 'Choose what the rate is for.'],
      ['?item=chicks&date=2026-02-30', 'date', 'Enter a real calendar date.'],
      ['?item=chicks&date=0000-01-01', 'date', 'Enter a real calendar date.'],
      ['?item=chicks&date=21/11/2026', 'date', 'Enter a date as YYYY-MM-DD.'],
      ['?item=chicks', 'date', 'Enter a date.'],
    ] as const) {
      const response = await inForce(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields[field], query).toBe(message);
    }
    const extra = await inForce('?item=chicks&date=2026-11-21&colour=red');
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.message).toBe('Unknown field: colour.');
    const signedOut = await m.t.call({ method: 'GET', url: '/api/rates/in-force?item=chicks' });
    expect(signedOut.statusCode).toBe(401);
  });

  it("works out each rate's status against today's date", async () => {
    expect((await chainOf('chicks')).map(([, , status]) => status)).toEqual([
      'closed',
      'closed',
      'active',
      'scheduled',
    ]);
    setClock(new Date('2026-07-01T06:30:00Z'));
    try {
      expect((await chainOf('chicks')).map(([, , status]) => status)).toEqual([
        'closed',
        'closed',
        'closed',
        'active',
      ]);
      const single = await m.read((await find('chicks', '2026-05-01')).id);
      expect(single.json().status).toBe('closed');
    } finally {
      setClock(new Date(`${TODAY}T06:30:00Z`));
    }
  });

  it('searches by item id or label and sorts by every column', async () => {
    const itemsFor = async (q: string) =>
      new Set((await list(`?q=${q}&size=100`)).rows.map((r) => r.item));
    expect(await itemsFor('feed')).toEqual(new Set(['starter', 'grower', 'finisher']));
    expect(await itemsFor('chick')).toEqual(new Set(['chicks', 'chicken']));
    expect(await itemsFor('LIVE')).toEqual(new Set(['chicken']));
    expect(await itemsFor('finisher')).toEqual(new Set(['finisher']));
    expect((await list('?q=duck')).total).toBe(0);
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=chicks')).total).toBe(4);

    const all = await everything();
    const paise = (await list('?sort=ratePaise&dir=desc&size=100')).rows.map((r) => r.ratePaise);
    expect(paise).toEqual(all.map((r) => r.ratePaise).sort((a, b) => b - a));
    const from = (await list('?sort=effectiveFrom&size=100')).rows.map((r) => r.effectiveFrom);
    expect(from).toEqual(all.map((r) => r.effectiveFrom).sort());
    const rank = { active: 0, scheduled: 1, closed: 2 } as const;
    const statuses = (await list('?sort=status&size=100')).rows.map((r) => rank[r.status]);
    expect(statuses).toEqual([...statuses].sort());
    expect(new Set(statuses)).toEqual(new Set([0, 1, 2]));
    const backwards = (await list('?sort=status&dir=desc&size=100')).rows.map(
      (r) => rank[r.status],
    );
    expect(backwards).toEqual([...statuses].reverse());
    const items = (await list('?sort=item&dir=desc&size=100')).rows.map((r) => r.item);
    expect([...new Set(items)]).toEqual(['starter', 'chicken', 'grower', 'finisher', 'chicks']);

    // Pages never overlap or skip rows.
    const paged = [
      ...(await list('?sort=status&size=10&page=1')).rows,
      ...(await list('?sort=status&size=10&page=2')).rows,
    ];
    expect(paged.map((r) => r.id)).toEqual(
      (await list('?sort=status&size=100')).rows.slice(0, 20).map((r) => r.id),
    );
    const refused = await m.t.call({
      method: 'GET',
      url: '/api/rates?sort=effectiveTo',
      cookie: m.admin,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('says which rule each bad value breaks, beside its field', async () => {
    const response = await m.create({
      item: 'duck',
      ratePaise: 35.5,
      effectiveFrom: '2026-02-30',
      unit: 'litre',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      item: 'Choose what the rate is for.',
      ratePaise: 'Enter the rate in rupees with at most two decimals.',
      effectiveFrom: 'Enter a real calendar date.',
      unit: 'Choose a unit.',
    });
    for (const [ratePaise, message] of [
      [0, 'The rate must be more than ₹0.'],
      [MAX_RATE_PAISE + 1, 'The rate can be at most ₹1,00,00,000.00.'],
    ] as const) {
      const refused = await m.create(chicks('2027-01-01', ratePaise));
      expect(refused.json().error.fields.ratePaise).toBe(message);
    }
    const largest = await create(chicks('2030-01-01', MAX_RATE_PAISE));
    expect(largest.ratePaise).toBe(MAX_RATE_PAISE);
    expect((await remove(largest.id)).statusCode).toBe(204);
  });

  it('keeps the chain whole when several rates of one item are saved at once', async () => {
    // Writers queue behind a table lock; without it, concurrent saves here broke the chain now and then.
    const dates = Array.from(
      { length: 10 },
      (_, index) => `2027-${String(12 - index).padStart(2, '0')}-01`,
    );
    const responses = await Promise.all(
      dates.map((date, index) => m.create(perKg('chicken', date, 13_000 + index))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(dates.map(() => 201));
    await expectChained();
    const chain = await chainOf('chicken');
    expect(chain).toHaveLength(11);
    expect(chain[0]?.slice(0, 2)).toEqual(['2026-04-01', '2027-02-28']);
    expect(chain[1]?.slice(0, 2)).toEqual(['2027-03-01', '2027-03-31']);
    expect(chain[10]?.slice(0, 2)).toEqual(['2027-12-01', null]);
  });

  const isoDay = fc
    .date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10));
  const validRate = fc.record({
    item: fc.constantFrom(...rateItemIds),
    ratePaise: fc.integer({ min: 1, max: MAX_RATE_PAISE }),
    // Mostly near the existing rates, so clashes and neighbours come up often.
    effectiveFrom: fc.oneof(
      fc.constantFrom(
        '2026-04-01',
        '2026-04-02',
        '2026-03-31',
        '2026-07-01',
        '2026-06-30',
        '0001-01-01',
        '9999-12-31',
      ),
      isoDay,
    ),
    unit: fc.constantFrom('piece', 'kg'),
  });

  it('stores any valid rate, reads it back unchanged and keeps every chain whole (property)', async () => {
    const editedId = (await find('finisher', '2026-04-01')).id;
    await fc.assert(
      fc.asyncProperty(validRate, fc.boolean(), async (input, update) => {
        const existing = await everything();
        const response = await send(
          update ? 'PUT' : 'POST',
          update ? `/api/rates/${editedId}` : '/api/rates',
          input,
        );
        const owner = existing.find(
          (row) => row.item === input.item && row.effectiveFrom === input.effectiveFrom,
        );
        if (owner && !(update && owner.id === editedId)) {
          expect(response.statusCode).toBe(409);
          expect(response.json().error.fields.effectiveFrom).toMatch(/already has a rate from/);
          expect(await everything()).toEqual(existing);
          return;
        }
        expect(response.statusCode, response.body).toBe(update ? 200 : 201);
        const { id, effectiveTo, status, ...stored } = response.json() as Rate;
        expect(stored).toEqual(rateInput.parse(input));
        const expectedStatus =
          input.effectiveFrom > TODAY
            ? 'scheduled'
            : effectiveTo !== null && effectiveTo < TODAY
              ? 'closed'
              : 'active';
        expect(status).toBe(expectedStatus);
        const read = await m.read(id);
        expect(read.json()).toEqual(response.json());
        const found = await inForce(`?item=${input.item}&date=${input.effectiveFrom}`);
        expect(found.json()).toEqual(response.json());
        await expectChained();
      }),
      propertyRuns,
    );
  });

  it('refuses any invalid rate and changes nothing (property)', async () => {
    const id = (await find('chicks', '2026-04-01')).id;
    const invalid = fc.oneof(
      validRate.chain((valid) =>
        fc.oneof(
          fc.integer({ max: 0 }).map((ratePaise) => ({ ...valid, ratePaise })),
          fc.integer({ min: MAX_RATE_PAISE + 1 }).map((ratePaise) => ({ ...valid, ratePaise })),
          fc.double({ noInteger: true, noNaN: true }).map((ratePaise) => ({ ...valid, ratePaise })),
          fc
            .oneof(
              fc.constantFrom('2026-02-30', '2026-13-01', '0000-01-01', '26-04-01', '01/04/2026'),
              fc.string(),
            )
            .map((effectiveFrom) => ({ ...valid, effectiveFrom })),
          fc.string().map((item) => ({ ...valid, item })),
          fc.string().map((unit) => ({ ...valid, unit })),
        ),
      ),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    await m.expectInvalidRefused({
      invalid,
      isValid: (input) => rateInput.safeParse(input).success,
      updatePath: `/api/rates/${id}`,
    });
  });
});
