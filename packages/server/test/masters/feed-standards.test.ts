import {
  type FeedStandard,
  feedStandardInput,
  kgPer100Birds,
  MAX_STANDARD_WEEK,
} from '@pfm/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { useMaster } from './harness.ts';
import { cleanText, propertyRuns } from './helpers.ts';
import { feedWeek6 } from './new-records.ts';

describe.each(testDatabases)('feed standards on $kind', (kind) => {
  const m = useMaster<FeedStandard>(kind, '/api/feed-standards');
  const { list, everything, send, remove } = m;
  const weeks = async (query: string) => (await list(query)).rows.map((row) => row.week);
  const idOfWeek = async (week: number) => {
    const row = (await everything()).find((standard) => standard.week === week);
    if (!row) throw new Error(`no week ${week}`);
    return row.id;
  };

  it('lists the sample weeks in week order with kg per 100 birds per day', async () => {
    const page = await list();
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.week)).toEqual([1, 2, 3, 4, 5]);
    expect(page.rows[0]).toEqual({
      id: expect.any(Number),
      week: 1,
      feedType: 'Pre-Starter',
      gramsPerBirdPerDay: 22,
      kgPer100BirdsPerDay: 2.2,
    });
    expect(page.rows.map((row) => row.kgPer100BirdsPerDay)).toEqual([2.2, 4.8, 8.5, 12.5, 16]);
  });

  it('searches any part of the feed type, ignoring case, or a week number', async () => {
    expect(await weeks('?q=grow')).toEqual([3, 4]);
    expect(await weeks('?q=STARTER')).toEqual([1, 2]);
    expect(await weeks('?q=pre-')).toEqual([1]);
    expect(await weeks('?q=5')).toEqual([5]);
    expect(await weeks('?q=week%202')).toEqual([2]);
    expect(await list('?q=nothing')).toMatchObject({ rows: [], total: 0 });
    expect(await list('?q=99999999999999')).toMatchObject({ rows: [], total: 0 });
    // LIKE wildcards are searched for literally.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('sorts by every column in either direction and pages with a stable order', async () => {
    expect(await weeks('?sort=week&dir=desc')).toEqual([5, 4, 3, 2, 1]);
    expect(await weeks('?sort=gramsPerBirdPerDay&dir=desc')).toEqual([5, 4, 3, 2, 1]);
    // Equal feed types (Grower, weeks 3 and 4) keep one order.
    expect(await weeks('?sort=feedType')).toEqual([5, 3, 4, 1, 2]);
    expect(await weeks('?sort=feedType&dir=desc')).toEqual([2, 1, 3, 4, 5]);
    const second = await list('?size=10&page=2');
    expect(second).toMatchObject({ rows: [], total: 5, page: 2 });
    const refused = await m.t.call({
      method: 'GET',
      url: '/api/feed-standards?sort=kgPer100BirdsPerDay',
      cookie: m.admin,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('creates a week with kg per 100 birds worked out, reads, updates and deletes it', async () => {
    const created = await m.create(feedWeek6);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as FeedStandard;
    expect(created.json()).toEqual({ id, ...feedWeek6, kgPer100BirdsPerDay: 4.85 });
    const read = await m.read(id, m.staff);
    expect(read.json()).toEqual(created.json());

    const updated = await m.put(id, {
      week: 7,
      feedType: '  Finisher  ',
      gramsPerBirdPerDay: 0.1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      id,
      week: 7,
      feedType: 'Finisher',
      gramsPerBirdPerDay: 0.1,
      kgPer100BirdsPerDay: 0.01,
    });

    expect((await remove(id)).statusCode).toBe(204);
    const gone = await m.read(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('There is no such feed standard.');
  });

  it('refuses a second standard for the same week beside the week, on create and update', async () => {
    const before = await everything();
    const created = await m.create({ ...feedWeek6, week: 3 });
    expect(created.statusCode).toBe(409);
    expect(created.json().error.fields).toEqual({
      week: 'Week 3 already has a feed standard; edit it instead.',
    });
    const moved = await send('PUT', `/api/feed-standards/${await idOfWeek(5)}`, {
      ...feedWeek6,
      week: 4,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.fields.week).toBe(
      'Week 4 already has a feed standard; edit it instead.',
    );
    expect(await everything()).toEqual(before);
  });

  it('says which rule each bad value breaks, beside its field', async () => {
    const response = await m.create({
      week: 13,
      feedType: ' ',
      gramsPerBirdPerDay: 22.25,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      week: 'Use a week from 1 to 12.',
      feedType: 'Enter the feed type.',
      gramsPerBirdPerDay: 'Use steps of 0.1 g (one decimal place).',
    });
    const none = await m.create({ ...feedWeek6, gramsPerBirdPerDay: 0 });
    expect(none.json().error.fields.gramsPerBirdPerDay).toBe('The quantity must be more than 0 g.');
    const much = await m.create({
      ...feedWeek6,
      gramsPerBirdPerDay: 1000.1,
    });
    expect(much.json().error.fields.gramsPerBirdPerDay).toBe(
      'The quantity can be at most 1,000 g per bird per day.',
    );
  });

  const validStandard = fc.record({
    week: fc.integer({ min: 1, max: MAX_STANDARD_WEEK }),
    feedType: cleanText(60),
    gramsPerBirdPerDay: fc.integer({ min: 1, max: 10_000 }).map((tenths) => tenths / 10),
  });

  it('stores any valid standard and reads it back unchanged (property)', async () => {
    const editedId = await idOfWeek(5);
    await fc.assert(
      fc.asyncProperty(validStandard, fc.boolean(), async (input, update) => {
        const existing = await everything();
        const response = await send(
          update ? 'PUT' : 'POST',
          update ? `/api/feed-standards/${editedId}` : '/api/feed-standards',
          input,
        );
        const owner = existing.find((row) => row.week === input.week);
        if (owner && !(update && owner.id === editedId)) {
          expect(response.statusCode).toBe(409);
          expect(await everything()).toEqual(existing);
          return;
        }
        expect(response.statusCode).toBe(update ? 200 : 201);
        const { id, ...stored } = response.json() as FeedStandard;
        const parsed = feedStandardInput.parse(input);
        expect(stored).toEqual({
          ...parsed,
          kgPer100BirdsPerDay: kgPer100Birds(parsed.gramsPerBirdPerDay),
        });
        const read = await m.read(id);
        expect(read.json()).toEqual(response.json());
        if (!update) await remove(id);
      }),
      propertyRuns,
    );
  });

  it('refuses any invalid standard and changes nothing (property)', async () => {
    const id = await idOfWeek(2);
    const invalid = fc.oneof(
      validStandard.map((valid) => ({ ...valid, feedType: '' })),
      validStandard.chain((valid) =>
        fc.string({ minLength: 61, maxLength: 200 }).map((feedType) => ({ ...valid, feedType })),
      ),
      validStandard.chain((valid) =>
        fc
          .double({ noNaN: true, min: -1e6, max: 1e6 })
          .map((grams) => ({ ...valid, gramsPerBirdPerDay: grams })),
      ),
      validStandard.chain((valid) =>
        fc.integer({ min: 13, max: 10_000 }).map((week) => ({ ...valid, week })),
      ),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    await m.expectInvalidRefused({
      invalid,
      isValid: (input) => feedStandardInput.safeParse(input).success,
      updatePath: `/api/feed-standards/${id}`,
    });
  });
});
