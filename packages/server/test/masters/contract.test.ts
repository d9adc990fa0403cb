// The contract every master keeps, run over every master definition the API registers: 404 for a
// record that does not exist or a key that cannot be one, Staff may only read, every kind of bad
// input refused with nothing changed, list queries it does not understand refused with the reason,
// and (where a master has one) its unique key held against two saves at once and behind the service.
// A master's own rules (its fields' messages, its search, its delete refusals) stay in its own file.
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withConstraints } from '../../src/db/constraints.ts';
import type { Database, Db } from '../../src/db/database.ts';
import { bankAccounts, suppliers, traders } from '../../src/db/schema.ts';
import { AppError } from '../../src/domain/errors.ts';
import { masterDefinitions, masterRoutes } from '../../src/masters/index.ts';
import { seedSampleData } from '../../src/seed/seed.ts';
import { startTestApp, type TestApp } from '../app.ts';
import { testDatabases } from '../databases.ts';
import { itGuardsTheMaster, type MasterGuardOptions, signInBoth } from './helpers.ts';
import {
  feedWeek6,
  growthWeek7,
  newAccount,
  newFarm,
  newFarmer,
  newGodown,
  newItem,
  newSupplier,
  newTrader,
} from './new-records.ts';

/** A key no two records may share. */
interface UniqueKey {
  /** The field beside which a clash is reported. */
  field: string;
  /** A new record valid on its own; two saves of it at once clash. */
  twin: Record<string, unknown>;
  /** What the refused save says beside the field. */
  clash: RegExp;
  /** A row that breaks the key, written past the service straight into the table. */
  insert: (db: Db) => Promise<unknown>;
  /** What the database's own refusal becomes: the message, also beside the field. */
  indexMessage: string;
}

interface MasterContract
  extends Pick<
    MasterGuardOptions,
    'path' | 'valid' | 'record' | 'missing' | 'message' | 'textField' | 'numberField' | 'total'
  > {
  /** The path of one existing record; the first listed when not given (masters keyed by number). */
  recordPath?: string;
  /** A field the list cannot be sorted by, and the sorts the refusal lists. */
  badSort: string;
  sorts: string;
  unique?: UniqueKey;
}

const contracts: MasterContract[] = [
  {
    path: '/api/godowns',
    recordPath: '/api/godowns/G001',
    valid: newGodown,
    record: 'a godown',
    missing: ['/api/godowns/G999', '/api/godowns/nope', '/api/godowns/G001%27--'],
    message: 'There is no such godown.',
    textField: 'name',
    numberField: 'capacityKg',
    badSort: 'password',
    sorts: 'code, name, location, capacityKg, status',
  },
  {
    path: '/api/farmers',
    recordPath: '/api/farmers/F002',
    valid: newFarmer,
    record: 'a farmer',
    missing: ['/api/farmers/F999', '/api/farmers/nope', '/api/farmers/F001%27--'],
    message: 'There is no such farmer.',
    textField: 'address',
    badSort: 'accountNumber',
    sorts: 'code, name, phone, city, activeFarms, status',
  },
  {
    path: '/api/farms',
    recordPath: '/api/farms/FM003',
    valid: newFarm,
    record: 'a farm',
    missing: ['/api/farms/FM999', '/api/farms/farm', '/api/farms/FM001;drop'],
    message: 'There is no such farm.',
    textField: 'location',
    numberField: 'capacityBirds',
    badSort: 'farmerName',
    sorts: 'code, name, farmer, location, capacityBirds, status',
  },
  {
    path: '/api/items',
    recordPath: '/api/items/I001',
    valid: newItem,
    record: 'an item',
    missing: ['/api/items/I999', '/api/items/item', '/api/items/i001'],
    message: 'There is no such item.',
    textField: 'name',
    numberField: 'reorderLevel',
    badSort: 'reorderLevel',
    sorts: 'code, name, category, unit, currentStock, status',
  },
  {
    path: '/api/suppliers',
    recordPath: '/api/suppliers/S001',
    valid: newSupplier,
    record: 'a supplier',
    missing: ['/api/suppliers/S999', '/api/suppliers/nope', '/api/suppliers/S001%27--'],
    message: 'There is no such supplier.',
    textField: 'name',
    badSort: 'gstin',
    sorts: 'code, name, contact, type',
    unique: {
      field: 'name',
      twin: { ...newSupplier, name: 'Twin Feeds' },
      clash: /already exists\.$/,
      insert: (db) =>
        db.insert(suppliers).values({
          code: 'S900',
          name: 'KALINGA hatcheries',
          contact: '9437000000',
          address: 'Anywhere',
          type: 'Feed',
        }),
      indexMessage: 'A supplier with this name already exists.',
    },
  },
  {
    path: '/api/traders',
    recordPath: '/api/traders/T001',
    valid: newTrader,
    record: 'a trader',
    missing: ['/api/traders/T999', '/api/traders/nope', '/api/traders/T001%27--'],
    message: 'There is no such trader.',
    textField: 'name',
    badSort: 'gstin',
    sorts: 'code, name, contact, avgMonthlyPurchase',
    unique: {
      field: 'name',
      twin: { ...newTrader, name: 'Twin Traders' },
      clash: /already exists\.$/,
      insert: (db) =>
        db.insert(traders).values({
          code: 'T900',
          name: 'MAA tarini traders',
          contact: '9437000000',
          address: 'Anywhere',
        }),
      indexMessage: 'A trader with this name already exists.',
    },
  },
  {
    path: '/api/bank-accounts',
    recordPath: '/api/bank-accounts/BK001',
    valid: newAccount,
    record: 'an account',
    missing: [
      '/api/bank-accounts/BK999',
      '/api/bank-accounts/B001',
      '/api/bank-accounts/nope',
      '/api/bank-accounts/BK001%27--',
    ],
    message: 'There is no such bank account.',
    textField: 'bankName',
    badSort: 'accountNumber',
    sorts: 'code, bankName, branch, status',
    unique: {
      field: 'accountNumber',
      twin: { ...newAccount, accountNumber: '777788889999' },
      clash: /already saved/,
      insert: (db) =>
        db.insert(bankAccounts).values({
          code: 'BK900',
          bankName: 'SBI',
          branch: 'Anywhere',
          accountNumber: '10987654321',
          ifscCode: 'SBIN0000030',
        }),
      indexMessage: 'This account number is already saved with this IFSC code.',
    },
  },
  {
    path: '/api/growth-standards',
    valid: growthWeek7,
    record: 'a standard',
    missing: [
      '/api/growth-standards/9999',
      '/api/growth-standards/week3',
      '/api/growth-standards/0',
      '/api/growth-standards/99999999999',
    ],
    message: 'There is no such growth standard.',
    textField: 'targetWeightG',
    numberField: 'week',
    total: 5,
    badSort: 'minWeightG',
    sorts: 'week, targetWeightG, expectedMortalityPct',
  },
  {
    path: '/api/feed-standards',
    valid: feedWeek6,
    record: 'a standard',
    missing: ['/api/feed-standards/9999', '/api/feed-standards/abc'],
    message: 'There is no such feed standard.',
    textField: 'feedType',
    numberField: 'week',
    total: 5,
    badSort: 'password',
    sorts: 'week, feedType, gramsPerBirdPerDay',
  },
  {
    path: '/api/rates',
    valid: { item: 'chicks', ratePaise: 3900, effectiveFrom: '2027-06-01', unit: 'piece' },
    record: 'a rate',
    missing: ['/api/rates/99999', '/api/rates/abc', '/api/rates/1.5'],
    message: 'There is no such rate.',
    textField: 'effectiveFrom',
    numberField: 'ratePaise',
    badSort: 'password',
    sorts: 'item, ratePaise, effectiveFrom, status',
  },
];

it('holds a contract for every master the API registers, and for nothing else', async () => {
  // The collections `masterRoutes` gives a DELETE of one record: one master each.
  const app = Fastify();
  const deletable: string[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (methods.includes('DELETE')) deletable.push(route.url.replace(/\/:\w+$/, ''));
  });
  app.decorate('database', {} as Database);
  await app.register(masterRoutes, { prefix: '/api' });
  const paths = contracts.map((contract) => contract.path).sort();
  expect(paths).toEqual(masterDefinitions.map((definition) => definition.path).sort());
  expect(paths).toEqual(deletable.sort());
});

describe.each(testDatabases)('every master on $kind', (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedSampleData(t.database.db);
    ({ admin, staff } = await signInBoth(t));
  });
  afterAll(() => t.close());

  describe.each(contracts)('$path', (contract) => {
    const { path, unique } = contract;
    const definition = masterDefinitions.find((master) => master.path === path);
    const list = async (query: string) => {
      const response = await t.call({ method: 'GET', url: `${path}${query}`, cookie: admin });
      expect(response.statusCode).toBe(200);
      return response.json() as { rows: { code?: string; id?: number }[]; total: number };
    };
    const everything = async () => (await list('?size=100')).rows;
    const recordPath = async () => {
      if (contract.recordPath) return contract.recordPath;
      const [first] = await everything();
      return `${path}/${first?.code ?? first?.id}`;
    };

    itGuardsTheMaster({
      path,
      recordPath,
      valid: contract.valid,
      record: contract.record,
      missing: contract.missing,
      message: contract.message,
      textField: contract.textField,
      ...(contract.numberField !== undefined && { numberField: contract.numberField }),
      ...(contract.total !== undefined && { total: contract.total }),
      admin: () => admin,
      staff: () => staff,
      t: () => t,
      snapshot: everything,
    });

    it('refuses a list query it does not understand with a clear message', async () => {
      for (const [query, message] of [
        [`?sort=${contract.badSort}`, `Sort by one of: ${contract.sorts}.`],
        ['?dir=sideways', 'asc or desc'],
        ['?page=0', 'Pages start at 1'],
        ['?page=-1', 'Pages start at 1'],
        ['?size=7', 'Page size is one of 10, 25, 50, 100'],
        ['?size=1000', 'Page size is one of 10, 25, 50, 100'],
        ['?colour=red', 'Unknown field: colour'],
        [`?q=${'x'.repeat(101)}`, 'at most 100 characters'],
      ] as const) {
        const response = await t.call({ method: 'GET', url: `${path}${query}`, cookie: admin });
        expect(response.statusCode, query).toBe(400);
        const { error } = response.json();
        expect(`${error.message} ${JSON.stringify(error.fields)}`, query).toContain(message);
      }
    });

    if (!unique) return;

    it(`gives one of two records saved with the same ${unique.field} at once a 409 beside it`, async () => {
      const responses = await Promise.all([
        t.call({ method: 'POST', url: path, cookie: admin, payload: unique.twin }),
        t.call({ method: 'POST', url: path, cookie: admin, payload: unique.twin }),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
      const refused = responses.find((response) => response.statusCode === 409);
      expect(refused?.json().error.fields[unique.field]).toMatch(unique.clash);
      const saved = responses.find((response) => response.statusCode === 201);
      const removed = await t.call({
        method: 'DELETE',
        url: `${path}/${saved?.json().code}`,
        cookie: admin,
      });
      expect(removed.statusCode).toBe(204);
    });

    it(`turns the database's unique ${unique.field} index into the same 409 (the service check bypassed)`, async () => {
      const error = await withConstraints(
        () => unique.insert(t.database.db),
        definition?.constraints,
      ).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        code: 'conflict',
        message: unique.indexMessage,
        fields: { [unique.field]: unique.indexMessage },
      });
    });
  });
});
