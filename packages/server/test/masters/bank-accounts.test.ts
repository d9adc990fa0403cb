// Over 400 lines: the bank account master's rules (IFSC, account numbers, types) besides the list contract, on both databases.
import { type BankAccount, bankAccountInput, bankAccountTypes } from '@pfm/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../databases.ts';
import { useMaster } from './harness.ts';
import { cleanText } from './helpers.ts';
import { newAccount } from './new-records.ts';

const IFSC_RULE = 'Enter an IFSC like SBIN0001234: 4 letters, 0, then 6 letters or digits.';
const ACCOUNT_RULE = 'Enter an account number of 9 to 18 digits.';

describe.each(testDatabases)('bank accounts on $kind', (kind) => {
  const m = useMaster<BankAccount>(kind, '/api/bank-accounts');
  const { list, codes, everything, send, remove } = m;
  /** BK002 as seeded, as a body for PUT. */
  const hdfc = {
    bankName: 'HDFC Bank',
    branch: 'Cuttack Link Road',
    accountNumber: '50200012345678',
    ifscCode: 'HDFC0001234',
    accountType: 'cash-credit',
    status: 'active',
  };

  it('lists the sample bank accounts by code (BK, not B) with the total', async () => {
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.rows).toEqual([
      {
        code: 'BK001',
        bankName: 'State Bank of India',
        branch: 'Bhubaneswar Main',
        accountNumber: '10987654321',
        ifscCode: 'SBIN0000030',
        accountType: 'current',
        status: 'active',
      },
      { code: 'BK002', ...hdfc },
    ]);
  });

  it('searches any part of the bank, branch, account number, IFSC or code, ignoring case', async () => {
    expect(await codes('?q=hdfc')).toEqual(['BK002']);
    expect(await codes('?q=state BANK')).toEqual(['BK001']);
    expect(await codes('?q=cuttack')).toEqual(['BK002']);
    expect(await codes('?q=0987654')).toEqual(['BK001']);
    expect(await codes('?q=sbin0000030')).toEqual(['BK001']);
    expect(await codes('?q=bk002')).toEqual(['BK002']);
    expect(await codes('?q=bank')).toEqual(['BK001', 'BK002']);
    expect(await list('?q=nowhere')).toMatchObject({ rows: [], total: 0 });
    // LIKE wildcards are searched for literally.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('sorts by every sort id in either direction and pages with a stable order', async () => {
    expect(await codes('?sort=code&dir=desc')).toEqual(['BK002', 'BK001']);
    expect(await codes('?sort=bankName')).toEqual(['BK002', 'BK001']);
    expect(await codes('?sort=bankName&dir=desc')).toEqual(['BK001', 'BK002']);
    expect(await codes('?sort=branch')).toEqual(['BK001', 'BK002']);
    expect(await codes('?sort=branch&dir=desc')).toEqual(['BK002', 'BK001']);
    // Equal statuses keep the code order.
    expect(await codes('?sort=status&dir=desc')).toEqual(['BK001', 'BK002']);
    const second = await list('?size=10&page=2&sort=status');
    expect(second).toMatchObject({ rows: [], total: 2, page: 2 });
  });

  it('creates an account with the next BK code, reads it back, deletes it and never reuses its code', async () => {
    const created = await m.create(newAccount);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ code: 'BK003', ...newAccount });

    const read = await m.read('BK003', m.staff);
    expect(read.json()).toEqual(created.json());

    // Nothing depends on a bank account yet (payments come later), so delete simply deletes.
    expect((await remove('BK003')).statusCode).toBe(204);
    expect((await m.read('BK003')).statusCode).toBe(404);
    const again = await m.create(newAccount);
    expect(again.json().code).toBe('BK004');
    await remove('BK004');
  });

  it('fills in no account type and active when they are left out', async () => {
    const { accountType: _, status: __, ...bare } = newAccount;
    const created = await m.create(bare);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ accountType: '', status: 'active' });
    await remove(created.json().code);
  });

  it('updates the whole record and keeps its code', async () => {
    const changed = {
      bankName: 'HDFC Bank Ltd',
      branch: 'Cuttack Buxi Bazar',
      accountNumber: '50200012345679',
      ifscCode: 'HDFC0004321',
      accountType: 'overdraft',
      status: 'inactive',
    };
    const response = await m.put('BK002', changed);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'BK002', ...changed });
    const read = await m.read('BK002');
    expect(read.json()).toEqual(response.json());
    expect((await m.put('BK002', hdfc)).statusCode).toBe(200);
  });

  it('refuses the same account number at the same IFSC beside the account number, naming the saved one', async () => {
    const before = await everything();
    const message = 'Account 10987654321 at SBIN0000030 is already saved as BK001.';
    const response = await m.create({
      ...newAccount,
      bankName: 'SBI',
      accountNumber: ' 10987654321 ',
      ifscCode: 'sbin0000030',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(message);
    expect(response.json().error.fields).toEqual({ accountNumber: message });

    const move = await m.put('BK002', {
      ...hdfc,
      accountNumber: '10987654321',
      ifscCode: 'SBIN0000030',
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().error.fields).toEqual({ accountNumber: message });
    expect(await everything()).toEqual(before);

    // An account keeps its own number; the same number at another IFSC is another account.
    const own = await m.put('BK002', { ...hdfc, branch: 'Cuttack' });
    expect(own.statusCode).toBe(200);
    expect((await m.put('BK002', hdfc)).statusCode).toBe(200);
    const elsewhere = await m.create({
      ...newAccount,
      accountNumber: '10987654321',
      ifscCode: 'SBIN0000031',
    });
    expect(elsewhere.statusCode).toBe(201);
    await remove(elsewhere.json().code);
  });

  it('checks the IFSC: 4 letters, 0, 6 letters or digits, stored upper-cased', async () => {
    for (const [ifscCode, stored] of [
      [' hdfc0a01b34 ', 'HDFC0A01B34'],
      ['Hdfc0001234', 'HDFC0001234'],
    ] as const) {
      const response = await m.put('BK002', { ...hdfc, ifscCode });
      expect(response.statusCode, ifscCode).toBe(200);
      expect(response.json().ifscCode).toBe(stored);
    }
    const before = await everything();
    for (const ifscCode of [
      'SBIN1001234',
      'SBI00001234',
      'SBIN000123',
      'SBIN00012345',
      '1BIN0001234',
      'SBIN0-01234',
      'SBIN 0001234',
      '',
    ]) {
      for (const [method, url] of [
        ['POST', '/api/bank-accounts'],
        ['PUT', '/api/bank-accounts/BK002'],
      ] as const) {
        const response = await send(method, url, { ...newAccount, ifscCode });
        expect(response.statusCode, `${method} ${ifscCode}`).toBe(400);
        expect(response.json().error.fields).toEqual({ ifscCode: IFSC_RULE });
      }
    }
    expect(await everything()).toEqual(before);
  });

  it('takes an account number of 9 to 18 digits, keeping leading zeros, and refuses others', async () => {
    for (const accountNumber of ['123456789', '123456789012345678', '000012345678']) {
      const response = await m.put('BK002', { ...hdfc, accountNumber });
      expect(response.statusCode, accountNumber).toBe(200);
      expect(response.json().accountNumber).toBe(accountNumber);
    }
    expect((await m.put('BK002', hdfc)).statusCode).toBe(200);
    const before = await everything();
    for (const accountNumber of [
      '12345678',
      '1234567890123456789',
      '12345678A',
      '1234 5678 90',
      '-123456789',
      '',
    ]) {
      for (const [method, url] of [
        ['POST', '/api/bank-accounts'],
        ['PUT', '/api/bank-accounts/BK002'],
      ] as const) {
        const response = await send(method, url, { ...newAccount, accountNumber });
        expect(response.statusCode, `${method} ${accountNumber}`).toBe(400);
        expect(response.json().error.fields).toEqual({ accountNumber: ACCOUNT_RULE });
      }
    }
    expect(await everything()).toEqual(before);
  });

  it('says which rule each bad value breaks, beside its field', async () => {
    const before = await everything();
    const response = await m.create({
      bankName: ' ',
      branch: '',
      accountType: 'fixed-deposit',
      status: 'closed',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: 'Some fields need attention.',
      fields: {
        bankName: 'Enter the bank name.',
        branch: 'Enter the branch.',
        accountNumber: 'Enter the account number.',
        ifscCode: 'Enter the IFSC code.',
        accountType: 'Choose an account type.',
        status: 'Choose Active or Inactive.',
      },
    });
    const long = await m.put('BK001', {
      ...newAccount,
      bankName: 'b'.repeat(101),
      branch: 'c'.repeat(101),
    });
    expect(long.json().error.fields).toEqual({
      bankName: 'Use at most 100 characters.',
      branch: 'Use at most 100 characters.',
    });
    const number = await m.create({
      ...newAccount,
      accountNumber: 123456789,
    });
    expect(number.json().error.fields).toEqual({ accountNumber: 'Enter the account number.' });
    expect(await everything()).toEqual(before);
  });

  it('stores any valid account and reads it back as the schema reads it (property)', async () => {
    const account = fc.record({
      bankName: cleanText(100),
      branch: cleanText(100),
      accountNumber: fc.stringMatching(/^\d{9,18}$/),
      ifscCode: fc
        .tuple(fc.stringMatching(/^[A-Za-z]{4}0[A-Za-z0-9]{6}$/), fc.constantFrom('', ' '))
        .map(([ifsc, pad]) => `${pad}${ifsc}${pad}`),
      accountType: fc.constantFrom('' as const, ...bankAccountTypes),
      status: fc.constantFrom('active', 'inactive'),
    });
    await m.expectAnyValidStored(account, 'BK001', ({ code: _code, ...stored }, input, _update) => {
      // Stored as the schema normalises it: the IFSC trimmed and upper-cased.
      expect(stored).toEqual(bankAccountInput.parse(input));
    });
  });

  it('refuses any invalid account and changes nothing (property)', async () => {
    const valid = fc.record({
      bankName: cleanText(40),
      branch: cleanText(40),
      accountNumber: fc.stringMatching(/^\d{9,18}$/),
      ifscCode: fc.stringMatching(/^[A-Z]{4}0[A-Z0-9]{6}$/),
      accountType: fc.constantFrom('' as const, ...bankAccountTypes),
      status: fc.constantFrom('active', 'inactive'),
    });
    const broken = fc.oneof(
      fc.constant({ bankName: '' }),
      fc.string({ minLength: 101, maxLength: 200 }).map((branch) => ({ branch: `x${branch}` })),
      fc.stringMatching(/^\d{1,8}$/).map((accountNumber) => ({ accountNumber })),
      fc.stringMatching(/^\d{19,25}$/).map((accountNumber) => ({ accountNumber })),
      fc.stringMatching(/^\d{4,9}[A-Za-z -]\d{4,8}$/).map((accountNumber) => ({ accountNumber })),
      fc.stringMatching(/^[A-Z]{4}[1-9A-Z][A-Z0-9]{6}$/).map((ifscCode) => ({ ifscCode })),
      fc.stringMatching(/^[A-Z0-9]{0,3}0[A-Z0-9]{6}$/).map((ifscCode) => ({ ifscCode })),
      fc.string().map((accountType) => ({ accountType })),
      fc.string().map((status) => ({ status })),
    );
    const invalid = fc.oneof(
      fc.tuple(valid, broken).map(([body, change]) => ({ ...body, ...change })),
      fc.dictionary(fc.string(), fc.jsonValue()),
    );
    await m.expectInvalidRefused({
      invalid,
      isValid: (input) => bankAccountInput.safeParse(input).success,
      updatePath: '/api/bank-accounts/BK002',
    });
  });
});
