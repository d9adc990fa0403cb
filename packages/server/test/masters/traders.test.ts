import { type Trader, traderInput } from '@pfm/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { useMaster } from './harness.ts';
import { cleanText } from './helpers.ts';
import { newTrader } from './new-records.ts';
import {
  emailArb,
  gstinArb,
  itChecksPartyContacts,
  withGstinCheck,
  writtenMobileArb,
  wrongCheckGstinArb,
} from './parties.ts';

describe.each(testDatabases)('traders on $kind', (kind) => {
  const m = useMaster<Trader>(kind, '/api/traders');
  const { list, codes, everything, remove } = m;
  /** T002 as seeded, as a body for PUT. */
  const tarini = {
    name: 'Maa Tarini Traders',
    contact: '9778800222',
    email: 'tarini@example.com',
    address: 'Link Road, Cuttack',
    gstin: '',
  };

  it('lists the sample traders by code with the total and an average purchase of 0', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.code)).toEqual(['T001', 'T002', 'T003']);
    expect(page.rows[0]).toEqual({
      code: 'T001',
      name: 'Jagannath Chicken Centre',
      contact: '9437600111',
      email: '',
      address: 'Unit 2 Market, Bhubaneswar',
      gstin: withGstinCheck('21ABCPJ4321M1Z'),
      // No sales exist yet, so every trader's average monthly purchase is 0.
      avgMonthlyPurchasePaise: 0,
      balancePaise: 0,
    });
    expect(page.rows.map((row) => row.avgMonthlyPurchasePaise)).toEqual([0, 0, 0]);
  });

  it('searches any part of the name, contact, address or code, ignoring case', async () => {
    expect(await codes('?q=chicken')).toEqual(['T001']);
    expect(await codes('?q=CUTTACK')).toEqual(['T002']);
    expect(await codes('?q=70044')).toEqual(['T003']);
    expect(await codes('?q=t002')).toEqual(['T002']);
    expect(await codes('?q=r')).toEqual(['T001', 'T002', 'T003']);
    expect(await list('?q=nowhere')).toMatchObject({ rows: [], total: 0 });
    // LIKE wildcards are searched for literally.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('creates a trader with the next code, reads it back, deletes it and never reuses its code', async () => {
    const created = await m.create({ ...newTrader, contact: '+91 9437022334' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      code: 'T004',
      ...newTrader,
      avgMonthlyPurchasePaise: 0,
      balancePaise: 0,
    });

    const read = await m.read('T004', m.staff);
    expect(read.json()).toEqual(created.json());

    // Nothing depends on a trader yet (sales come later), so delete simply deletes.
    expect((await remove('T004')).statusCode).toBe(204);
    expect((await m.read('T004')).statusCode).toBe(404);
    const again = await m.create(newTrader);
    expect(again.json().code).toBe('T005');
    await remove('T005');
  });

  it('sorts by every sort id (average purchase too) in either direction and pages stably', async () => {
    const extra = await m.create({
      ...newTrader,
      name: 'Aditya Broilers',
      contact: '8001122334',
    });
    const added = extra.json().code as string;
    expect(await codes('?sort=code&dir=desc')).toEqual([added, 'T003', 'T002', 'T001']);
    expect(await codes('?sort=name')).toEqual([added, 'T001', 'T002', 'T003']);
    expect(await codes('?sort=name&dir=desc')).toEqual(['T003', 'T002', 'T001', added]);
    expect(await codes('?sort=contact')).toEqual(['T003', added, 'T001', 'T002']);
    expect(await codes('?sort=contact&dir=desc')).toEqual(['T002', 'T001', added, 'T003']);
    // Every average is 0 until sales exist: the sort is accepted and falls back to the code.
    for (const dir of ['asc', 'desc']) {
      const page = await list(`?sort=avgMonthlyPurchase&dir=${dir}`);
      expect(page.rows.map((row) => row.code)).toEqual(['T001', 'T002', 'T003', added]);
      expect(page.rows.every((row) => row.avgMonthlyPurchasePaise === 0)).toBe(true);
    }
    const second = await list('?size=10&page=2&sort=avgMonthlyPurchase');
    expect(second).toMatchObject({ rows: [], total: 4, page: 2 });
    await remove(added);
  });

  it('updates the whole record and keeps its code', async () => {
    const changed = {
      name: 'Ranchi Poultry Mart',
      contact: '7004400334',
      email: 'accounts@rpm.example',
      address: 'Main Road, Ranchi',
      gstin: '',
    };
    const response = await m.put('T003', changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 'T003',
      ...changed,
      avgMonthlyPurchasePaise: 0,
      balancePaise: 0,
    });
    const read = await m.read('T003');
    expect(read.json()).toEqual(response.json());
  });

  it('refuses a second trader with the same name, in any case, beside the name field', async () => {
    const before = await everything();
    const response = await m.create({
      ...newTrader,
      name: ' jagannath CHICKEN centre ',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'A trader named “jagannath CHICKEN centre” already exists.',
    );
    expect(response.json().error.fields).toEqual({
      name: 'A trader named “jagannath CHICKEN centre” already exists.',
    });
    const rename = await m.put('T002', {
      ...tarini,
      name: 'Jagannath Chicken Centre',
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.fields.name).toMatch(/already exists\.$/);
    expect(await everything()).toEqual(before);

    // A trader may keep its own name, even with its case changed.
    const own = await m.put('T002', { ...tarini, name: 'MAA TARINI TRADERS' });
    expect(own.statusCode).toBe(200);
    expect((await m.put('T002', tarini)).statusCode).toBe(200);
  });

  itChecksPartyContacts({
    path: '/api/traders',
    recordPath: '/api/traders/T002',
    record: tarini,
    valid: newTrader,
    t: () => m.t,
    admin: () => m.admin,
    snapshot: everything,
  });

  it('says which rule each bad value breaks, beside its field', async () => {
    const before = await everything();
    const response = await m.create({
      name: '',
      address: ' ',
      email: 'trader@',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'Some fields need attention.',
      fields: {
        name: 'Enter the name.',
        contact: 'Enter the mobile number.',
        email: 'Enter a valid email address.',
        address: 'Enter the address.',
      },
    });
    const long = await m.put('T001', {
      ...newTrader,
      name: 'n'.repeat(121),
      address: 'a'.repeat(301),
    });
    expect(long.json().error.fields).toEqual({
      name: 'Use at most 120 characters.',
      address: 'Use at most 300 characters.',
    });
    // The average is worked out by the server, never sent.
    const average = await m.create({
      ...newTrader,
      avgMonthlyPurchasePaise: 100,
    });
    expect(average.statusCode).toBe(400);
    expect(average.json().error.message).toBe('Unknown field: avgMonthlyPurchasePaise.');
    expect(await everything()).toEqual(before);
  });

  it('stores any valid trader and reads it back as the schema reads it (property)', async () => {
    const trader = fc.record({
      name: cleanText(120),
      contact: writtenMobileArb,
      email: emailArb,
      address: cleanText(300),
      gstin: gstinArb,
    });
    await m.expectAnyValidStored(trader, 'T001', ({ code: _code, ...stored }, input, _update) => {
      // Stored as the schema normalises it: +91 dropped, GSTIN upper-cased.
      expect(stored).toEqual({
        ...traderInput.parse(input),
        avgMonthlyPurchasePaise: 0,
        balancePaise: 0,
      });
    });
  });

  it('refuses any invalid trader and changes nothing (property)', async () => {
    const valid = fc.record({
      name: cleanText(40),
      contact: writtenMobileArb,
      email: emailArb,
      address: cleanText(40),
      gstin: gstinArb,
    });
    const broken = fc.oneof(
      fc.constant({ name: '' }),
      fc.string({ minLength: 121, maxLength: 200 }).map((name) => ({ name: `x${name}` })),
      fc.stringMatching(/^[0-5]\d{9}$/).map((contact) => ({ contact })),
      fc.stringMatching(/^[6-9]\d{0,8}$/).map((contact) => ({ contact })),
      wrongCheckGstinArb.map((gstin) => ({ gstin })),
      fc.constantFrom('00', '39', '45', '98').map((state) => ({
        gstin: withGstinCheck(`${state}AAGFM1357C1Z`),
      })),
      fc.string().map((email) => ({ email })),
      fc.integer().map((avgMonthlyPurchasePaise) => ({ avgMonthlyPurchasePaise })),
    );
    const invalid = fc.oneof(
      fc.tuple(valid, broken).map(([body, change]) => ({ ...body, ...change })),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    await m.expectInvalidRefused({
      invalid,
      isValid: (input) => traderInput.safeParse(input).success,
      updatePath: '/api/traders/T002',
    });
  });
});
