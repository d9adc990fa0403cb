import {
  type Item,
  type ItemRateItem,
  itemCategories,
  itemInput,
  itemSorts,
  itemUnits,
  MAX_QUANTITY_UNITS,
  rateItemsFor,
} from '@pfm/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withConstraints } from '../../src/db/constraints.ts';
import { items } from '../../src/db/schema.ts';
import { itemMaster } from '../../src/masters/items.ts';
import { sampleItems } from '../../src/seed/seed.ts';
import { testDatabases } from '../databases.ts';
import { useMaster } from './harness.ts';
import { cleanText } from './helpers.ts';
import { newItem } from './new-records.ts';

describe.each(testDatabases)('items on $kind', (kind) => {
  const m = useMaster<Item>(kind, '/api/items');
  const { list, codes, everything, create } = m;

  it('lists the sample items by code with the total, each with no stock yet', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 5, page: 1, size: 10 });
    expect(page.rows).toEqual(
      sampleItems.map((item) => ({ rateItem: '', ...item, currentStock: 0, status: 'active' })),
    );
  });

  it('searches any part of the code, name, category or description, ignoring case', async () => {
    expect(await codes('?q=FEED')).toEqual(['I002', 'I003', 'I004']);
    expect(await codes('?q=medicine')).toEqual(['I005']);
    expect(await codes('?q=cobb')).toEqual(['I001']);
    expect(await codes('?q=drinking water')).toEqual(['I005']);
    expect(await codes('?q=i003')).toEqual(['I003']);
    // The unit is not searched.
    expect(await list('?q=liter')).toMatchObject({ rows: [], total: 0 });
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('sorts by every column in either direction; current stock (all 0 for now) keeps code order', async () => {
    expect(await codes('?sort=name')).toEqual(['I004', 'I003', 'I002', 'I001', 'I005']);
    expect(await codes('?sort=category&dir=desc')).toEqual([
      'I005',
      'I002',
      'I003',
      'I004',
      'I001',
    ]);
    expect(await codes('?sort=unit')).toEqual(['I002', 'I003', 'I004', 'I005', 'I001']);
    for (const dir of ['asc', 'desc']) {
      expect(await codes(`?sort=currentStock&dir=${dir}`)).toEqual([
        'I001',
        'I002',
        'I003',
        'I004',
        'I005',
      ]);
    }
    for (const sort of itemSorts) expect((await list(`?sort=${sort}&dir=desc`)).total).toBe(5);
    const second = await list('?size=10&page=2');
    expect(second).toMatchObject({ rows: [], total: 5, page: 2 });
  });

  it('creates an item with the next code, reads it back, and never reuses a deleted code', async () => {
    const created = await create(newItem);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      code: 'I006',
      status: 'active',
      currentStock: 0,
      rateItem: '',
      ...newItem,
    });
    const read = await m.read('I006', m.staff);
    expect(read.json()).toEqual(created.json());

    expect((await m.remove('I006')).statusCode).toBe(204);
    expect((await m.read('I006')).statusCode).toBe(404);
    // The description may be left out.
    const { description: _description, ...bare } = newItem;
    const again = await create(bare);
    expect(again.json()).toMatchObject({ code: 'I007', description: '' });
    await m.remove('I007');
  });

  it('updates the whole record and keeps its code', async () => {
    const response = await m.put('I005', {
      name: 'vitamin ad3 supplement',
      category: 'medicine',
      unit: 'liter',
      description: '',
      reorderLevel: 0,
      status: 'inactive',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'I005',
      name: 'vitamin ad3 supplement',
      category: 'medicine',
      unit: 'liter',
      description: '',
      reorderLevel: 0,
      rateItem: '',
      currentStock: 0,
      status: 'inactive',
    });
    const { code: _code, ...original } = sampleItems[4];
    await m.put('I005', original);
  });

  it('refuses a second item with the same name, in any case, beside the name field', async () => {
    const before = await everything();
    const response = await create({ ...newItem, name: ' day old CHICKS ' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.name).toBe(
      'An item named “day old CHICKS” already exists.',
    );
    const rename = await m.put('I002', { ...newItem, name: 'Broiler Grower Feed' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.fields.name).toBe(
      'An item named “Broiler Grower Feed” already exists.',
    );
    expect(await everything()).toEqual(before);
  });

  it('maps the database’s own name and reorder-level constraints to a 409 beside the field', async () => {
    const { db } = m.t.database;
    const insert = (values: Partial<typeof items.$inferInsert>) =>
      withConstraints(
        () =>
          db
            .insert(items)
            .values({ ...newItem, category: 'feed', unit: 'bag', code: 'I900', ...values }),
        itemMaster.constraints,
      );
    await expect(insert({ name: 'DAY OLD CHICKS' })).rejects.toMatchObject({
      code: 'conflict',
      fields: { name: 'An item with this name already exists.' },
    });
    await expect(insert({ reorderLevel: -1 })).rejects.toMatchObject({
      code: 'conflict',
      fields: { reorderLevel: 'The reorder level cannot be negative.' },
    });
    expect((await list()).total).toBe(5);
  });

  it('requires the reorder level as a whole number of 0 or more, and says why beside it', async () => {
    const { reorderLevel: _level, ...missing } = newItem;
    for (const [reorderLevel, message] of [
      [undefined, 'Enter the reorder level as a number.'],
      [null, 'Enter the reorder level as a number.'],
      ['10', 'Enter the reorder level as a number.'],
      [-1, 'The reorder level cannot be negative.'],
      [2.5, 'Enter the reorder level as a whole number.'],
      [MAX_QUANTITY_UNITS + 1, 'The reorder level can be at most 1,00,00,000.'],
      [1e21, 'The reorder level can be at most 1,00,00,000.'],
    ] as const) {
      const response = await create(
        reorderLevel === undefined ? missing : { ...newItem, reorderLevel },
      );
      expect(response.statusCode, String(reorderLevel)).toBe(400);
      expect(response.json().error.fields).toEqual({ reorderLevel: message });
    }
    expect((await list()).total).toBe(5);
  });

  it('says which rule each bad value breaks, beside its field', async () => {
    const response = await create({
      name: '',
      category: 'toys',
      unit: 'dozen',
      description: 'x'.repeat(501),
      reorderLevel: 5,
      status: 'gone',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Enter the item name.',
      category: 'Choose a category.',
      unit: 'Choose a unit.',
      description: 'Use at most 500 characters.',
      status: 'Choose Active or Inactive.',
    });
  });

  const itemArb = fc.constantFrom(...itemCategories).chain((category) =>
    fc.record({
      name: cleanText(100),
      category: fc.constant(category),
      unit: fc.constantFrom(...itemUnits),
      description: fc.oneof(fc.constant(''), cleanText(500)),
      reorderLevel: fc.integer({ min: 0, max: MAX_QUANTITY_UNITS }),
      rateItem: fc.constantFrom<ItemRateItem | ''>('', ...rateItemsFor[category]),
      status: fc.constantFrom('active', 'inactive'),
    }),
  );

  it('stores any valid item and reads it back unchanged (property)', async () => {
    await m.expectAnyValidStored(
      itemArb,
      'I001',
      ({ code: _code, currentStock, ...stored }, input, _update) => {
        expect(stored).toEqual(input);
        expect(currentStock).toBe(0);
      },
    );
  });

  it('refuses any invalid item and changes nothing (property)', async () => {
    const badValue = fc.constantFrom<[string, unknown]>(
      ['name', ''],
      ['name', 'x'.repeat(101)],
      ['category', 'Feed'],
      ['unit', 'litre'],
      ['description', 'x'.repeat(501)],
      ['description', null],
      ['reorderLevel', -1],
      ['reorderLevel', 0.5],
      ['reorderLevel', null],
      ['reorderLevel', undefined],
      ['status', 'deleted'],
    );
    const invalid = fc.oneof(
      fc.tuple(itemArb, badValue).map(([valid, [field, value]]) => ({ ...valid, [field]: value })),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    await m.expectInvalidRefused({
      invalid,
      isValid: (input) => itemInput.safeParse(input).success,
      updatePath: '/api/items/I002',
    });
  });
});
