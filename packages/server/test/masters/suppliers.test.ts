import { type Supplier, supplierInput, supplierTypes } from '@pfm/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { useMaster } from './harness.ts';
import { cleanText } from './helpers.ts';
import { newSupplier } from './new-records.ts';
import {
  emailArb,
  gstinArb,
  itChecksPartyContacts,
  withGstinCheck,
  writtenMobileArb,
  wrongCheckGstinArb,
} from './parties.ts';

describe.each(testDatabases)('suppliers on $kind', (kind) => {
  const m = useMaster<Supplier>(kind, '/api/suppliers');
  const { list, codes, everything } = m;
  /** S002 as seeded, as a body for PUT. */
  const utkal = {
    name: 'Utkal Feeds Pvt Ltd',
    contact: '9861122334',
    email: '',
    address: 'Plot 7, Rasulgarh, Bhubaneswar',
    gstin: withGstinCheck('21AABCU5678K1Z'),
    type: 'Feed',
  };

  it('lists the sample suppliers by code with the total', async () => {
    const page = await list();
    expect(page.total).toBe(3);
    expect(page.rows.map((row) => row.code)).toEqual(['S001', 'S002', 'S003']);
    expect(page.rows[0]).toEqual({
      code: 'S001',
      name: 'Kalinga Hatcheries',
      contact: '9437798001',
      email: 'sales@kalingahatcheries.example',
      address: 'Khordha Industrial Estate, Odisha',
      gstin: withGstinCheck('21AAACK1234F1Z'),
      type: 'Chicks',
      balancePaise: 0,
    });
    expect(page.rows[2]?.gstin).toBe('');
  });

  it('searches any part of the name, contact, address or code, ignoring case', async () => {
    expect(await codes('?q=feeds')).toEqual(['S002']);
    expect(await codes('?q=KOLKATA')).toEqual(['S003']);
    expect(await codes('?q=98611')).toEqual(['S002']);
    expect(await codes('?q=s001')).toEqual(['S001']);
    expect(await codes('?q=a')).toEqual(['S001', 'S002', 'S003']);
    expect(await list('?q=nowhere')).toMatchObject({ rows: [], total: 0 });
    // LIKE wildcards are searched for literally.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('sorts by every sort id in either direction and pages with a stable order', async () => {
    expect(await codes('?sort=code&dir=desc')).toEqual(['S003', 'S002', 'S001']);
    expect(await codes('?sort=name')).toEqual(['S003', 'S001', 'S002']);
    expect(await codes('?sort=name&dir=desc')).toEqual(['S002', 'S001', 'S003']);
    expect(await codes('?sort=contact')).toEqual(['S001', 'S003', 'S002']);
    expect(await codes('?sort=type')).toEqual(['S001', 'S002', 'S003']);
    expect(await codes('?sort=type&dir=desc')).toEqual(['S003', 'S002', 'S001']);
    const first = await list('?size=10&page=1&sort=type');
    const second = await list('?size=10&page=2&sort=type');
    expect(first.rows).toHaveLength(3);
    expect(second).toMatchObject({ rows: [], total: 3, page: 2 });
  });

  it('creates a supplier with the next code, reads it back, deletes it and never reuses its code', async () => {
    const created = await m.create(newSupplier);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ code: 'S004', ...newSupplier, balancePaise: 0 });

    const read = await m.read('S004', m.staff);
    expect(read.json()).toEqual(created.json());

    // Nothing depends on a supplier yet (purchases come later), so delete simply deletes.
    const deleted = await m.remove('S004');
    expect(deleted.statusCode).toBe(204);
    expect((await m.read('S004')).statusCode).toBe(404);
    const again = await m.create(newSupplier);
    expect(again.json().code).toBe('S005');
    await m.remove('S005');
  });

  it('fills in an empty email and GSTIN when they are left out', async () => {
    const { email: _, gstin: __, ...bare } = newSupplier;
    const created = await m.create(bare);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: '', gstin: '' });
    await m.remove(created.json().code);
  });

  it('updates the whole record and keeps its code', async () => {
    const changed = {
      name: 'Eastern Animal Health',
      contact: '7003011223',
      email: 'accounts@eah.example',
      address: 'New Town, Kolkata',
      gstin: withGstinCheck('19AAFCE4321B1Z'),
      type: 'Feed',
    };
    const response = await m.put('S003', changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'S003', ...changed, balancePaise: 0 });
    const read = await m.read('S003');
    expect(read.json()).toEqual(response.json());
  });

  it('refuses a second supplier with the same name, in any case, beside the name field', async () => {
    const before = await everything();
    const response = await m.create({
      ...newSupplier,
      name: '  kalinga HATCHERIES ',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'A supplier named “kalinga HATCHERIES” already exists.',
    );
    expect(response.json().error.fields).toEqual({
      name: 'A supplier named “kalinga HATCHERIES” already exists.',
    });
    const rename = await m.put('S002', {
      ...utkal,
      name: 'Kalinga Hatcheries',
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().error.fields.name).toMatch(/already exists\.$/);
    expect(await everything()).toEqual(before);

    // A supplier may keep its own name, even with its case changed.
    const own = await m.put('S002', { ...utkal, name: 'UTKAL FEEDS PVT LTD' });
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe('UTKAL FEEDS PVT LTD');
    expect((await m.put('S002', utkal)).statusCode).toBe(200);
  });

  itChecksPartyContacts({
    path: '/api/suppliers',
    recordPath: '/api/suppliers/S002',
    record: utkal,
    valid: newSupplier,
    t: () => m.t,
    admin: () => m.admin,
    snapshot: everything,
  });

  it('says which rule each bad value breaks, beside its field', async () => {
    const before = await everything();
    const response = await m.create({
      name: ' ',
      address: '',
      email: 'not-an-email',
      type: 'Eggs',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'Some fields need attention.',
      fields: {
        name: 'Enter the name.',
        contact: 'Enter the mobile number.',
        email: 'Enter a valid email address.',
        address: 'Enter the address.',
        type: 'Choose a type.',
      },
    });
    const long = await m.put('S001', {
      ...newSupplier,
      name: 'n'.repeat(121),
      address: 'a'.repeat(301),
    });
    expect(long.json().error.fields).toEqual({
      name: 'Use at most 120 characters.',
      address: 'Use at most 300 characters.',
    });
    const lowerType = await m.create({ ...newSupplier, type: 'feed' });
    expect(lowerType.json().error.fields).toEqual({ type: 'Choose a type.' });
    expect(await everything()).toEqual(before);
  });

  it('stores any valid supplier and reads it back as the schema reads it (property)', async () => {
    const supplier = fc.record({
      name: cleanText(120),
      contact: writtenMobileArb,
      email: emailArb,
      address: cleanText(300),
      gstin: gstinArb,
      type: fc.constantFrom(...supplierTypes),
    });
    await m.expectAnyValidStored(supplier, 'S001', ({ code: _code, ...stored }, input, _update) => {
      // Stored as the schema normalises it: +91 dropped, GSTIN upper-cased.
      expect(stored).toEqual({ ...supplierInput.parse(input), balancePaise: 0 });
    });
  });

  it('refuses any invalid supplier and changes nothing (property)', async () => {
    const valid = fc.record({
      name: cleanText(40),
      contact: writtenMobileArb,
      email: emailArb,
      address: cleanText(40),
      gstin: gstinArb,
      type: fc.constantFrom(...supplierTypes),
    });
    const broken = fc.oneof(
      fc.constant({ name: '' }),
      fc.string({ minLength: 121, maxLength: 200 }).map((name) => ({ name: `x${name}` })),
      fc.stringMatching(/^[0-5]\d{9}$/).map((contact) => ({ contact })),
      fc.stringMatching(/^[6-9]\d{0,8}$/).map((contact) => ({ contact })),
      fc.stringMatching(/^[6-9]\d{10,14}$/).map((contact) => ({ contact })),
      wrongCheckGstinArb.map((gstin) => ({ gstin })),
      fc.constantFrom('00', '39', '45', '98').map((state) => ({
        gstin: withGstinCheck(`${state}AABCU5678K1Z`),
      })),
      fc.string().map((email) => ({ email })),
      fc.string().map((type) => ({ type })),
      fc.jsonValue().map((address) => ({ address })),
    );
    const invalid = fc.oneof(
      fc.tuple(valid, broken).map(([body, change]) => ({ ...body, ...change })),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    await m.expectInvalidRefused({
      invalid,
      isValid: (input) => supplierInput.safeParse(input).success,
      updatePath: '/api/suppliers/S002',
    });
  });
});
