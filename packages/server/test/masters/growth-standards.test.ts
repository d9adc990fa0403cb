import { type GrowthStandard, growthStandardInput, MAX_STANDARD_WEEK } from '@pfm/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { useMaster } from './harness.ts';
import { propertyRuns } from './helpers.ts';
import { growthWeek7 } from './new-records.ts';

describe.each(testDatabases)('growth standards on $kind', (kind) => {
  const m = useMaster<GrowthStandard>(kind, '/api/growth-standards');
  const { list, everything, send } = m;
  const weeks = async (query: string) => (await list(query)).rows.map((row) => row.week);
  const idOfWeek = async (week: number) => {
    const row = (await everything()).find((standard) => standard.week === week);
    if (!row) throw new Error(`no week ${week}`);
    return row.id;
  };

  it('lists the sample weeks in week order with the total, mortality as a number', async () => {
    const page = await list();
    expect(page.total).toBe(5);
    expect(page.rows.map((row) => row.week)).toEqual([1, 2, 3, 4, 5]);
    expect(page.rows[1]).toEqual({
      id: expect.any(Number),
      week: 2,
      targetWeightG: 400,
      minWeightG: 360,
      maxWeightG: 440,
      expectedMortalityPct: 1.5,
    });
  });

  it('finds a week by its number ("3" or "week 3") and ignores a search that is not a week', async () => {
    expect(await weeks('?q=3')).toEqual([3]);
    expect(await weeks('?q=Week%203')).toEqual([3]);
    expect(await weeks('?q=week4')).toEqual([4]);
    expect(await list('?q=9')).toMatchObject({ rows: [], total: 0 });
    expect(await list('?q=99999999999999')).toMatchObject({ rows: [], total: 0 });
    // No text column to search: anything else leaves the list whole.
    expect((await list('?q=broiler')).total).toBe(5);
    expect((await list('?q=%25')).total).toBe(5);
  });

  it('sorts by every column in either direction and pages with a stable order', async () => {
    expect(await weeks('?sort=week&dir=desc')).toEqual([5, 4, 3, 2, 1]);
    expect(await weeks('?sort=targetWeightG&dir=desc')).toEqual([5, 4, 3, 2, 1]);
    expect(
      (await list('?sort=expectedMortalityPct')).rows.map((r) => r.expectedMortalityPct),
    ).toEqual([0.5, 0.8, 1, 1.5, 2]);
    const first = await list('?size=10&page=1');
    const second = await list('?size=10&page=2');
    expect(first.rows).toHaveLength(5);
    expect(second).toMatchObject({ rows: [], total: 5, page: 2 });
  });

  it('creates a week, reads it back by id, updates it and deletes it', async () => {
    const created = await m.create(growthWeek7);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as GrowthStandard;
    expect(created.json()).toEqual({ id, ...growthWeek7 });
    const read = await m.read(id, m.staff);
    expect(read.json()).toEqual(created.json());

    const changed = { ...growthWeek7, week: 6, expectedMortalityPct: 0.3 };
    const updated = await m.put(id, changed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id, ...changed });

    const deleted = await m.remove(id);
    expect(deleted.statusCode).toBe(204);
    const gone = await m.read(id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('There is no such growth standard.');
  });

  it('refuses a second standard for the same week beside the week, on create and update', async () => {
    const before = await everything();
    const created = await m.create({ ...growthWeek7, week: 3 });
    expect(created.statusCode).toBe(409);
    expect(created.json().error.fields.week).toBe(
      'Week 3 already has a growth standard; edit it instead.',
    );
    const moved = await send('PUT', `/api/growth-standards/${await idOfWeek(1)}`, {
      ...growthWeek7,
      week: 2,
      targetWeightG: 100,
      minWeightG: 90,
      maxWeightG: 110,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.fields).toEqual({
      week: 'Week 2 already has a growth standard; edit it instead.',
    });
    expect(await everything()).toEqual(before);
    // A week keeps its own number when edited.
    const same = await send('PUT', `/api/growth-standards/${await idOfWeek(3)}`, {
      week: 3,
      targetWeightG: 750,
      minWeightG: 675,
      maxWeightG: 825,
      expectedMortalityPct: 1,
    });
    expect(same.statusCode).toBe(200);
  });

  it('keeps minimum ≤ target ≤ maximum, with each message beside its field', async () => {
    const response = await m.create({
      ...growthWeek7,
      minWeightG: 2900,
      maxWeightG: 2700,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      minWeightG: 'The minimum weight cannot be more than the target.',
      maxWeightG: 'The maximum weight cannot be less than the target.',
    });
    const equal = await m.create({
      ...growthWeek7,
      minWeightG: 2800,
      maxWeightG: 2800,
    });
    expect(equal.statusCode).toBe(201);
    await m.remove(equal.json().id);
  });

  it('takes mortality from 0 to 100 in steps of 0.1 and returns it as a number', async () => {
    const fine = await m.create({
      ...growthWeek7,
      expectedMortalityPct: 1.25,
    });
    expect(fine.statusCode).toBe(400);
    expect(fine.json().error.fields.expectedMortalityPct).toBe(
      'Use steps of 0.1 (one decimal place).',
    );
    for (const [value, message] of [
      [-0.1, 'Use a value from 0 to 100.'],
      [100.1, 'Use a value from 0 to 100.'],
      ['2', 'Enter the expected mortality as a number.'],
    ] as const) {
      const refused = await m.create({
        ...growthWeek7,
        expectedMortalityPct: value,
      });
      expect(refused.json().error.fields.expectedMortalityPct, String(value)).toBe(message);
    }
    for (const value of [0.1, 100, 0]) {
      const response = await m.create({
        ...growthWeek7,
        expectedMortalityPct: value,
      });
      expect(response.statusCode, String(value)).toBe(201);
      expect(response.json().expectedMortalityPct).toBe(value);
      const read = await m.read(response.json().id);
      expect(read.json().expectedMortalityPct).toBe(value);
      await m.remove(response.json().id);
    }
  });

  it('says which rule each bad value breaks, beside its field', async () => {
    const response = await m.create({
      week: 0,
      targetWeightG: 0,
      minWeightG: 1.5,
      maxWeightG: 20_001,
      expectedMortalityPct: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      week: 'Weeks start at 1.',
      targetWeightG: 'The target weight must be more than 0 g.',
      minWeightG: 'Enter the minimum weight in whole grams.',
      maxWeightG: 'The maximum weight can be at most 20,000 g.',
    });
    const late = await m.create({ ...growthWeek7, week: 13 });
    expect(late.json().error.fields.week).toBe('Use a week from 1 to 12.');
  });

  const validStandard = fc
    .record({
      week: fc.integer({ min: 1, max: MAX_STANDARD_WEEK }),
      weights: fc.array(fc.integer({ min: 1, max: 20_000 }), { minLength: 3, maxLength: 3 }),
      tenths: fc.integer({ min: 0, max: 1000 }),
    })
    .map(({ week, weights, tenths }) => {
      const [minWeightG, targetWeightG, maxWeightG] = [...weights].sort((a, b) => a - b) as [
        number,
        number,
        number,
      ];
      return { week, targetWeightG, minWeightG, maxWeightG, expectedMortalityPct: tenths / 10 };
    });

  it('stores any valid standard and reads it back unchanged (property)', async () => {
    const editedId = await idOfWeek(5);
    await fc.assert(
      fc.asyncProperty(validStandard, fc.boolean(), async (input, update) => {
        const existing = await everything();
        const response = await send(
          update ? 'PUT' : 'POST',
          update ? `/api/growth-standards/${editedId}` : '/api/growth-standards',
          input,
        );
        const owner = existing.find((row) => row.week === input.week);
        if (owner && !(update && owner.id === editedId)) {
          expect(response.statusCode).toBe(409);
          expect(response.json().error.fields.week).toMatch(/^Week \d+ already has/);
          expect(await everything()).toEqual(existing);
          return;
        }
        expect(response.statusCode).toBe(update ? 200 : 201);
        const { id, ...stored } = response.json() as GrowthStandard;
        expect(stored).toEqual(growthStandardInput.parse(input));
        const read = await m.read(id);
        expect(read.json()).toEqual(response.json());
        if (!update) {
          await m.remove(id);
        }
      }),
      propertyRuns,
    );
  });

  it('refuses any invalid standard and changes nothing (property)', async () => {
    const id = await idOfWeek(2);
    const invalid = fc.oneof(
      validStandard.chain((valid) =>
        fc.oneof(
          fc.constant({ ...valid, minWeightG: valid.targetWeightG + 1 }),
          fc.constant({ ...valid, maxWeightG: valid.targetWeightG - 1 }),
          fc
            .integer({ min: -1000, max: 0 })
            .map((week) => ({ ...valid, week: week === 0 ? 13 : week })),
          fc
            .double({ noNaN: true, min: -1e6, max: 1e6 })
            .map((pct) => ({ ...valid, expectedMortalityPct: pct })),
          fc
            .double({ noInteger: true, noNaN: true, min: 1, max: 20_000 })
            .map((grams) => ({ ...valid, targetWeightG: grams })),
        ),
      ),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    await m.expectInvalidRefused({
      invalid,
      isValid: (input) => growthStandardInput.safeParse(input).success,
      updatePath: `/api/growth-standards/${id}`,
    });
  });
});
