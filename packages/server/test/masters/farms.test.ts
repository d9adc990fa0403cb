import { type Farm, farmInput } from '@pfm/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withConstraints } from '../../src/db/constraints.ts';
import { farms } from '../../src/db/schema.ts';
import { farmMaster } from '../../src/masters/farms.ts';
import { sampleFarmers, sampleFarms } from '../../src/seed/seed.ts';
import { testDatabases } from '../databases.ts';
import { useMaster } from './harness.ts';
import { cleanText } from './helpers.ts';
import { newFarm } from './new-records.ts';

const farmerNames = Object.fromEntries(sampleFarmers.map((farmer) => [farmer.code, farmer.name]));

/** The record a sample farm is listed as (every sample farm is active). */
const sampleRecord = (index: number) => {
  const farm = sampleFarms[index] as (typeof sampleFarms)[number];
  return { ...farm, farmerName: farmerNames[farm.farmerCode], status: 'active' };
};

/** A sample farm as the body of a PUT. */
const sampleFarm = (index: number) => {
  const { code: _code, farmerName: _farmerName, ...input } = sampleRecord(index);
  return input;
};

describe.each(testDatabases)('farms on $kind', (kind) => {
  const m = useMaster<Farm>(kind, '/api/farms');
  const { list, codes, everything, create, put } = m;

  it('lists the sample farms by code with their farmer’s name and the total', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 4, page: 1, size: 10 });
    expect(page.rows).toEqual([0, 1, 2, 3].map(sampleRecord));
    // An unknown area is null, not 0.
    expect(page.rows[2]?.areaSqFt).toBeNull();
  });

  it('searches any part of the code, name or location, ignoring case', async () => {
    expect(await codes('?q=POULTRY')).toEqual(['FM001', 'FM004']);
    expect(await codes('?q=pipli')).toEqual(['FM002']);
    expect(await codes('?q=fm003')).toEqual(['FM003']);
    expect(await list('?q=nowhere')).toMatchObject({ rows: [], total: 0 });
    // LIKE wildcards are searched for literally.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('also finds farms by their farmer’s name, and only by the name', async () => {
    expect(await codes('?q=sahoo')).toEqual(['FM001', 'FM002']);
    // Neither farm's own columns say "Ramesh" or "Bikash": these match on the farmer.
    const ramesh = await list('?q=ramesh');
    expect(ramesh.rows.map((row) => row.code)).toEqual(['FM001', 'FM002']);
    expect(ramesh.total).toBe(2);
    expect(await codes('?q=bikash mondal')).toEqual(['FM003']);
    // The farmer's phone, city and code are not the farm's: they find nothing here.
    expect((await list('?q=9437012345')).total).toBe(0);
    expect(await codes('?q=khurda')).toEqual(['FM001']);
    expect((await list('?q=F001')).total).toBe(0);
  });

  it('finds farms by their farmer’s new name after the farmer is renamed, and a moved farm by its new farmer', async () => {
    const farmer = await m.t.call({ method: 'GET', url: '/api/farmers/F003', cookie: m.admin });
    const {
      code: _code,
      activeFarms: _activeFarms,
      balancePaise: _balance,
      ...details
    } = farmer.json();
    const renamed = await m.t.call({
      method: 'PUT',
      url: '/api/farmers/F003',
      cookie: m.admin,
      payload: { ...details, name: 'Sunil Kumar Hansda' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await codes('?q=hansda')).toEqual(['FM004']);
    expect(await codes('?q=mahato')).toEqual(['FM004']); // the farm's own name is "Mahato Poultry"
    expect(await codes('?q=sunil kumar')).toEqual(['FM004']);

    const moved = await put('FM004', { ...sampleFarm(3), farmerCode: 'F002' });
    expect(moved.statusCode).toBe(200);
    expect(await codes('?q=bikash')).toEqual(['FM003', 'FM004']);
    expect(await codes('?q=hansda')).toEqual([]);

    await put('FM004', sampleFarm(3));
    await m.t.call({ method: 'PUT', url: '/api/farmers/F003', cookie: m.admin, payload: details });
    expect(await codes('?q=sunil mahato')).toEqual(['FM004']);
  });

  it('sorts by every column in either direction, the farmer column by the farmer’s name', async () => {
    expect(await codes('?sort=farmer')).toEqual(['FM003', 'FM001', 'FM002', 'FM004']);
    // Farms of one farmer keep code order either way.
    expect(await codes('?sort=farmer&dir=desc')).toEqual(['FM004', 'FM001', 'FM002', 'FM003']);
    expect(await codes('?sort=name')).toEqual(['FM004', 'FM003', 'FM002', 'FM001']);
    expect(await codes('?sort=location')).toEqual(['FM001', 'FM003', 'FM004', 'FM002']);
    expect(await codes('?sort=capacityBirds&dir=desc')).toEqual([
      'FM004',
      'FM001',
      'FM003',
      'FM002',
    ]);
    expect(await codes('?sort=status')).toEqual(['FM001', 'FM002', 'FM003', 'FM004']);
    expect(await codes('?sort=code&dir=desc')).toEqual(['FM004', 'FM003', 'FM002', 'FM001']);
    const first = await list('?q=sahoo&sort=farmer&page=1');
    expect(first.rows).toHaveLength(2);
    expect(await list('?page=2')).toMatchObject({ rows: [], total: 4, page: 2 });
  });

  it('creates a farm with the next code and its farmer’s name, and never reuses a code', async () => {
    const created = await create(newFarm);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      code: 'FM005',
      status: 'active',
      farmerName: 'Bikash Mondal',
      ...newFarm,
    });
    const read = await m.read('FM005', m.staff);
    expect(read.json()).toEqual(created.json());

    expect((await m.remove('FM005')).statusCode).toBe(204);
    expect((await m.read('FM005')).statusCode).toBe(404);
    // The area may be left out (unknown) or sent as null.
    const { areaSqFt: _area, ...withoutArea } = newFarm;
    const again = await create(withoutArea);
    expect(again.json()).toMatchObject({ code: 'FM006', areaSqFt: null });
    const nullArea = await put('FM006', { ...newFarm, areaSqFt: null });
    expect(nullArea.json()).toMatchObject({ code: 'FM006', areaSqFt: null });
    await m.remove('FM006');
  });

  it('updates the whole record, keeps its code, and can move the farm to another farmer', async () => {
    const { code: _code, ...fm004 } = sampleFarms[3];
    const moved = await put('FM004', { ...fm004, farmerCode: 'F002', status: 'inactive' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      ...sampleFarms[3],
      farmerCode: 'F002',
      farmerName: 'Bikash Mondal',
      status: 'inactive',
    });
    // Keeping its own name is not a clash with itself.
    const back = await put('FM004', fm004);
    expect(back.json()).toEqual(sampleRecord(3));
  });

  it('refuses a farmer that does not exist, beside the farmer field', async () => {
    const before = await everything();
    const response = await create({ ...newFarm, farmerCode: 'F999' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ farmerCode: 'There is no farmer F999.' });
    const update = await put('FM003', { ...newFarm, farmerCode: 'F998' });
    expect(update.statusCode).toBe(400);
    expect(update.json().error.fields.farmerCode).toBe('There is no farmer F998.');
    const malformed = await create({ ...newFarm, farmerCode: 'Ramesh' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.farmerCode).toBe('Choose the farmer.');
    expect(await everything()).toEqual(before);
  });

  it('refuses a second farm of the same name for one farmer, in any case, beside the name', async () => {
    const before = await everything();
    const response = await create({ ...newFarm, farmerCode: 'F001', name: ' sahoo FARM ii ' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.name).toBe(
      'Ramesh Sahoo already has a farm named “sahoo FARM ii”.',
    );
    const { code: _code, ...fm001 } = sampleFarms[0];
    const rename = await put('FM001', { ...fm001, name: 'Sahoo Farm II' });
    expect(rename.statusCode).toBe(409);
    // Moving a farm to a farmer who has one of that name clashes too.
    const { code: _code3, ...fm003 } = sampleFarms[2];
    const move = await put('FM002', { ...fm003, name: 'Mondal Broiler Farm', farmerCode: 'F002' });
    expect(move.statusCode).toBe(409);
    expect(move.json().error.fields.name).toBe(
      'Bikash Mondal already has a farm named “Mondal Broiler Farm”.',
    );
    expect(await everything()).toEqual(before);

    // Another farmer may use the same name.
    const other = await create({ ...newFarm, farmerCode: 'F003', name: 'Sahoo Farm II' });
    expect(other.statusCode).toBe(201);
    await m.remove(other.json().code);
  });

  it('maps the database’s own name, farmer and check constraints to a 409 beside the field', async () => {
    const { db } = m.t.database;
    const insert = (values: Partial<typeof farms.$inferInsert>) =>
      withConstraints(
        () => db.insert(farms).values({ ...newFarm, code: 'FM900', ...values }),
        farmMaster.constraints,
      );
    await expect(insert({ farmerCode: 'F001', name: 'SAHOO FARM II' })).rejects.toMatchObject({
      code: 'conflict',
      fields: { name: 'This farmer already has a farm with this name.' },
    });
    await expect(insert({ farmerCode: 'F999' })).rejects.toMatchObject({
      code: 'conflict',
      fields: { farmerCode: 'This farmer no longer exists; choose another.' },
    });
    await expect(insert({ areaSqFt: 0 })).rejects.toMatchObject({
      code: 'conflict',
      fields: { areaSqFt: 'Area must be more than 0.' },
    });
    expect((await list()).total).toBe(4);
  });

  it('says which rule each bad value breaks, beside its field', async () => {
    const response = await create({
      name: '',
      farmerCode: '',
      location: ' ',
      capacityBirds: 0,
      areaSqFt: -10,
      status: 'closed',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Enter the farm name.',
      farmerCode: 'Choose the farmer.',
      location: 'Enter the location.',
      capacityBirds: 'Capacity must be more than 0.',
      areaSqFt: 'Area must be more than 0.',
      status: 'Choose Active or Inactive.',
    });
    const fraction = await create({ ...newFarm, areaSqFt: 10.5 });
    expect(fraction.json().error.fields.areaSqFt).toBe('Enter area as a whole number.');
  });

  it('answers 404 for an unknown farm even when its farmer is unknown too', async () => {
    const response = await put('FM999', { ...newFarm, farmerCode: 'F999' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('There is no such farm.');
  });

  const farmArb = fc.record({
    name: cleanText(100),
    farmerCode: fc.constantFrom('F001', 'F002', 'F003'),
    location: cleanText(200),
    capacityBirds: fc.integer({ min: 1, max: 10_000_000 }),
    areaSqFt: fc.option(fc.integer({ min: 1, max: 100_000_000 }), { nil: null }),
    status: fc.constantFrom('active', 'inactive'),
  });

  it('stores any valid farm and reads it back unchanged (property)', async () => {
    await m.expectAnyValidStored(
      farmArb,
      'FM002',
      ({ code: _code, farmerName, ...stored }, input, _update) => {
        expect(stored).toEqual(farmInput.parse(input));
        expect(farmerName).toBe(farmerNames[input.farmerCode]);
      },
    );
  });

  it('refuses any invalid farm and changes nothing (property)', async () => {
    const badValue = fc.constantFrom<[string, unknown]>(
      ['name', ''],
      ['name', 'x'.repeat(101)],
      ['farmerCode', 'F999'],
      ['farmerCode', 'farmer'],
      ['farmerCode', null],
      ['location', ''],
      ['capacityBirds', 0],
      ['capacityBirds', 10_000_001],
      ['capacityBirds', 2.5],
      ['areaSqFt', 0],
      ['areaSqFt', '100'],
      ['status', 'gone'],
    );
    const invalid = fc.oneof(
      fc.tuple(farmArb, badValue).map(([valid, [field, value]]) => ({ ...valid, [field]: value })),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    await m.expectInvalidRefused({
      invalid,
      isValid: (input) =>
        farmInput.safeParse(input).success &&
        !((input as { farmerCode?: unknown }).farmerCode === 'F999'),
      updatePath: '/api/farms/FM003',
    });
  });
});
