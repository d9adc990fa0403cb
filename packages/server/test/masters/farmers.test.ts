import { type Farmer, farmerInput, indianStateIds } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withConstraints } from '../../src/db/constraints.ts';
import { farmers, farms } from '../../src/db/schema.ts';
import { farmerMaster } from '../../src/masters/farmers.ts';
import { sampleFarmers } from '../../src/seed/seed.ts';
import { testDatabases } from '../databases.ts';
import { useMaster } from './harness.ts';
import { cleanText, mobileArb } from './helpers.ts';
import { newFarmer } from './new-records.ts';

/** The record a sample farmer is listed as (every sample farmer is active). */
const sampleRecord = (index: number, activeFarms: number) => ({
  ...sampleFarmers[index],
  status: 'active',
  activeFarms,
  balancePaise: 0,
});

describe.each(testDatabases)('farmers on $kind', (kind) => {
  const m = useMaster<Farmer>(kind, '/api/farmers');
  const { list, codes, everything, remove, create } = m;

  it('lists the sample farmers by code with the total and their active farms', async () => {
    const page = await list();
    expect(page).toMatchObject({ total: 3, page: 1, size: 10 });
    expect(page.rows).toEqual([sampleRecord(0, 2), sampleRecord(1, 1), sampleRecord(2, 1)]);
  });

  it('counts only active farms', async () => {
    await m.t.database.db.insert(farms).values({
      code: 'FM900',
      name: 'Old Shed',
      farmerCode: 'F002',
      location: 'Memari',
      capacityBirds: 100,
      status: 'inactive',
    });
    await m.t.database.db.update(farms).set({ status: 'inactive' }).where(eq(farms.code, 'FM004'));
    try {
      const rows = await everything();
      expect(rows.map((row) => [row.code, row.activeFarms])).toEqual([
        ['F001', 2],
        ['F002', 1],
        ['F003', 0],
      ]);
      const read = await m.read('F003');
      expect(read.json().activeFarms).toBe(0);
    } finally {
      await m.t.database.db.delete(farms).where(eq(farms.code, 'FM900'));
      await m.t.database.db.update(farms).set({ status: 'active' }).where(eq(farms.code, 'FM004'));
    }
  });

  it('searches any part of the code, name, phone or city, ignoring case', async () => {
    expect(await codes('?q=sahoo')).toEqual(['F001']);
    expect(await codes('?q=MAHATO')).toEqual(['F003']);
    expect(await codes('?q=98320')).toEqual(['F002']);
    expect(await codes('?q=bardhaman')).toEqual(['F002']);
    expect(await codes('?q=f003')).toEqual(['F003']);
    // Columns that are not searched do not match: the bank and the account number.
    expect(await list('?q=Punjab')).toMatchObject({ rows: [], total: 0 });
    expect(await list('?q=32145678901')).toMatchObject({ rows: [], total: 0 });
    // LIKE wildcards are searched for literally.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
    expect((await list('?q=sahoo&size=10')).total).toBe(1);
  });

  it('sorts by every column in either direction, including active farms', async () => {
    expect(await codes('?sort=name')).toEqual(['F002', 'F001', 'F003']);
    expect(await codes('?sort=name&dir=desc')).toEqual(['F003', 'F001', 'F002']);
    expect(await codes('?sort=phone')).toEqual(['F003', 'F001', 'F002']);
    expect(await codes('?sort=city')).toEqual(['F002', 'F001', 'F003']);
    // Equal counts keep code order.
    expect(await codes('?sort=activeFarms')).toEqual(['F002', 'F003', 'F001']);
    expect(await codes('?sort=activeFarms&dir=desc')).toEqual(['F001', 'F002', 'F003']);
    expect(await codes('?sort=status&dir=desc')).toEqual(['F001', 'F002', 'F003']);
    expect(await codes('?sort=code&dir=desc')).toEqual(['F003', 'F002', 'F001']);
    const second = await list('?size=10&page=2');
    expect(second).toMatchObject({ rows: [], total: 3, page: 2 });
  });

  it('creates a farmer with the next code, stores the phone as 10 digits, and never reuses a code', async () => {
    const created = await create({
      ...newFarmer,
      phone: '+91 9861234567',
      ifscCode: 'ucba0001122',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      code: 'F004',
      status: 'active',
      activeFarms: 0,
      balancePaise: 0,
      ...newFarmer,
    });

    const read = await m.read('F004', m.staff);
    expect(read.json()).toEqual(created.json());

    expect((await remove('F004')).statusCode).toBe(204);
    expect((await m.read('F004')).statusCode).toBe(404);
    const again = await create(newFarmer);
    expect(again.json().code).toBe('F005');
    expect((await remove('F005')).statusCode).toBe(204);
  });

  it('updates the whole record, keeps its code, and may keep its own account number', async () => {
    const changed = {
      ...sampleFarmers[2],
      phone: '+91-7004512399',
      email: '',
      city: 'Hazaribagh',
      status: 'inactive',
    };
    const { code: _code, ...body } = changed;
    const response = await m.put('F003', body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...changed,
      phone: '7004512399',
      activeFarms: 1,
      balancePaise: 0,
    });
    const { code: _again, ...original } = sampleFarmers[2];
    await m.put('F003', original);
  });

  it('refuses a second farmer with the same account number, naming its owner, beside the field', async () => {
    const before = await everything();
    const response = await create({ ...newFarmer, accountNumber: ' 32145678901 ' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.fields.accountNumber).toBe(
      'Account 32145678901 is already registered to Ramesh Sahoo (F001).',
    );
    expect(response.json().error.message).toBe(
      'Account 32145678901 is already registered to Ramesh Sahoo (F001).',
    );
    const { code: _code, ...f002 } = sampleFarmers[1];
    const update = await m.put('F002', { ...f002, accountNumber: '480110110004567' });
    expect(update.statusCode).toBe(409);
    expect(update.json().error.fields.accountNumber).toBe(
      'Account 480110110004567 is already registered to Sunil Mahato (F003).',
    );
    expect(await everything()).toEqual(before);
  });

  it('maps the database’s own account-number and farm constraints to the same kind of 409', async () => {
    const { db } = m.t.database;
    await expect(
      withConstraints(
        () =>
          db.insert(farmers).values({ ...newFarmer, code: 'F900', accountNumber: '32145678901' }),
        farmerMaster.constraints,
      ),
    ).rejects.toMatchObject({
      code: 'conflict',
      fields: { accountNumber: 'This account number is already registered to another farmer.' },
    });
    await expect(
      withConstraints(
        () => db.delete(farmers).where(eq(farmers.code, 'F001')),
        farmerMaster.constraints,
      ),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: 'This farmer has farms; delete or move them first.',
    });
    expect((await list()).total).toBe(3);
  });

  it('refuses to delete a farmer who has farms, saying how many', async () => {
    const before = await everything();
    const two = await remove('F001');
    expect(two.statusCode).toBe(409);
    expect(two.json().error.message).toBe('Ramesh Sahoo has 2 farms; delete or move them first.');
    // An inactive farm still belongs to the farmer.
    await m.t.database.db.update(farms).set({ status: 'inactive' }).where(eq(farms.code, 'FM003'));
    const one = await remove('F002');
    await m.t.database.db.update(farms).set({ status: 'active' }).where(eq(farms.code, 'FM003'));
    expect(one.statusCode).toBe(409);
    expect(one.json().error.message).toBe('Bikash Mondal has 1 farm; delete or move it first.');
    expect(await everything()).toEqual(before);
  });

  it('says which rule each bad value breaks, beside its field', async () => {
    const response = await create({
      name: ' ',
      phone: '12345',
      email: 'not-an-email',
      address: '',
      city: '',
      state: 'goa',
      pincode: '012345',
      bankName: '',
      accountNumber: '12ab',
      ifscCode: 'SBIN1234567',
      status: 'gone',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Enter the farmer name.',
      phone: 'Enter a 10-digit mobile number (optionally with +91).',
      email: expect.stringMatching(/valid email/),
      address: 'Enter the address.',
      city: 'Enter the city.',
      state: 'Choose a state.',
      pincode: 'Enter a 6-digit PIN code that does not start with 0.',
      bankName: 'Enter the bank name.',
      accountNumber: 'Enter an account number of 9 to 18 digits.',
      ifscCode: 'Enter an IFSC like SBIN0001234: 4 letters, 0, then 6 letters or digits.',
      status: 'Choose Active or Inactive.',
    });
  });

  const farmerArb = fc.record({
    name: cleanText(100),
    phone: fc
      .tuple(fc.constantFrom('', '+91', '+91 ', '+91-'), mobileArb)
      .map(([prefix, digits]) => `${prefix}${digits}`),
    email: fc.oneof(
      fc.constant(''),
      fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,20}$/), fc.stringMatching(/^[a-z]{1,12}$/))
        .filter(([local]) => !local.endsWith('.') && !local.includes('..'))
        .map(([local, domain]) => `${local}@${domain}.example`),
    ),
    address: cleanText(300),
    city: cleanText(80),
    state: fc.constantFrom(...indianStateIds),
    pincode: fc.stringMatching(/^[1-9]\d{5}$/),
    bankName: cleanText(100),
    accountNumber: fc.stringMatching(/^\d{9,18}$/),
    ifscCode: fc.stringMatching(/^[A-Za-z]{4}0[A-Za-z0-9]{6}$/),
    status: fc.constantFrom('active', 'inactive'),
  });

  it('stores any valid farmer and reads it back as the schema parsed it (property)', async () => {
    await m.expectAnyValidStored(
      farmerArb,
      'F003',
      ({ code: _code, activeFarms, balancePaise: _balance, ...stored }, input, update) => {
        expect(stored).toEqual(farmerInput.parse(input));
        expect(stored.phone).toMatch(/^[6-9]\d{9}$/);
        expect(activeFarms).toBe(update ? 1 : 0);
      },
    );
  });

  it('refuses any invalid farmer and changes nothing (property)', async () => {
    const badValue = fc.constantFrom<[string, unknown]>(
      ['name', ''],
      ['name', 'x'.repeat(101)],
      ['phone', '5437012345'],
      ['phone', '94370123'],
      ['phone', '+1 9437012345'],
      ['email', 'ramesh@'],
      ['state', 'Odisha'],
      ['pincode', '75205'],
      ['pincode', '052050'],
      ['accountNumber', '12345678'],
      ['accountNumber', '1234567890123456789'],
      ['ifscCode', 'SBIN1001234'],
      ['status', 'deleted'],
      ['city', 42],
    );
    const invalid = fc.oneof(
      fc
        .tuple(farmerArb, badValue)
        .map(([valid, [field, value]]) => ({ ...valid, [field]: value })),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    await m.expectInvalidRefused({
      invalid,
      isValid: (input) => farmerInput.safeParse(input).success,
      updatePath: '/api/farmers/F002',
    });
  });
});
