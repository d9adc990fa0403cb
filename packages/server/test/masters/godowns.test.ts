import { type Godown, godownInput } from '@pfm/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { useMaster } from './harness.ts';
import { cleanText } from './helpers.ts';
import { newGodown } from './new-records.ts';

describe.each(testDatabases)('godowns on $kind', (kind) => {
  const m = useMaster<Godown>(kind, '/api/godowns');
  const { list, everything } = m;

  it('lists the sample godowns by code with the total', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.code)).toEqual(['G001', 'G002', 'G003']);
    expect(page.rows[0]).toEqual({
      code: 'G001',
      name: 'Main Warehouse',
      location: 'Bhubaneswar, Odisha',
      capacityKg: 50_000,
      status: 'active',
    });
  });

  it('searches any part of the name, location or code, ignoring case', async () => {
    expect((await list('?q=godown')).rows.map((row) => row.code)).toEqual(['G002', 'G003']);
    expect((await list('?q=CUTTACK')).rows.map((row) => row.code)).toEqual(['G002']);
    expect((await list('?q=g003')).rows.map((row) => row.code)).toEqual(['G003']);
    expect(await list('?q=nowhere')).toMatchObject({ rows: [], total: 0 });
    // LIKE wildcards are searched for literally.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('sorts by a column in either direction and pages with a stable order', async () => {
    expect((await list('?sort=capacityKg&dir=desc')).rows.map((row) => row.capacityKg)).toEqual([
      50_000, 30_000, 25_000,
    ]);
    expect((await list('?sort=name')).rows.map((row) => row.name)).toEqual([
      'Main Warehouse',
      'North Godown',
      'South Godown',
    ]);
    const first = await list('?size=10&page=1&sort=status');
    const second = await list('?size=10&page=2&sort=status');
    expect(first.rows).toHaveLength(3);
    expect(second).toMatchObject({ rows: [], total: 3, page: 2 });
  });

  it('creates a godown with the next code, reads it back, and never reuses a deleted code', async () => {
    const created = await m.create(newGodown);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ code: 'G004', status: 'active', ...newGodown });

    const read = await m.read('G004', m.staff);
    expect(read.json()).toEqual(created.json());

    expect((await m.remove('G004')).statusCode).toBe(204);
    expect((await m.read('G004')).statusCode).toBe(404);
    const again = await m.create(newGodown);
    expect(again.json().code).toBe('G005');
    await m.remove('G005');
  });

  it('updates the whole record and keeps its code', async () => {
    const response = await m.put('G003', {
      name: 'South Godown',
      location: 'Gopalpur, Odisha',
      capacityKg: 35_000,
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'G003',
      name: 'South Godown',
      location: 'Gopalpur, Odisha',
      capacityKg: 35_000,
      status: 'inactive',
    });
  });

  it('refuses a second godown with the same name, in any case, beside the name field', async () => {
    const before = await everything();
    const response = await m.create({ ...newGodown, name: '  north GODOWN ' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.name).toBe('A godown named “north GODOWN” already exists.');
    const rename = await m.put('G001', { ...newGodown, name: 'North Godown' });
    expect(rename.statusCode).toBe(409);
    expect(await everything()).toEqual(before);
  });

  it('says which rule each bad value breaks, beside its field', async () => {
    const response = await m.create({ name: ' ', location: '', capacityKg: -5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Enter the godown name.',
      location: 'Enter the location.',
      capacityKg: 'Capacity must be more than 0.',
    });
    const fraction = await m.create({ ...newGodown, capacityKg: 1.5 });
    expect(fraction.json().error.fields.capacityKg).toBe('Enter capacity as a whole number.');
  });

  it('stores any valid godown and reads it back unchanged (property)', async () => {
    const godown = fc.record({
      name: cleanText(80),
      location: cleanText(200),
      capacityKg: fc.integer({ min: 1, max: 1_000_000_000 }),
      status: fc.constantFrom('active', 'inactive'),
    });
    await m.expectAnyValidStored(godown, 'G001', ({ code: _code, ...stored }, input, _update) => {
      expect(stored).toEqual(input);
    });
  });

  it('refuses any invalid godown and changes nothing (property)', async () => {
    const invalid = fc.oneof(
      fc.record({
        name: fc.constant(''),
        location: cleanText(20),
        capacityKg: fc.integer({ min: 1 }),
      }),
      fc.record({
        name: cleanText(20),
        location: cleanText(20),
        capacityKg: fc.integer({ max: 0 }),
      }),
      fc.record({
        name: cleanText(20),
        location: cleanText(20),
        capacityKg: fc.double({ noInteger: true }),
      }),
      fc.record({
        name: fc.string({ minLength: 81, maxLength: 200 }),
        location: cleanText(20),
        capacityKg: fc.integer({ min: 1 }),
      }),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    await m.expectInvalidRefused({
      invalid,
      isValid: (input) => godownInput.safeParse(input).success,
      updatePath: '/api/godowns/G002',
    });
  });
});
