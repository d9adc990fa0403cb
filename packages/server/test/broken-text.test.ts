import { BROKEN_CHARACTER_MESSAGE, CONTROL_CHARACTERS_MESSAGE, defaultSettings } from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSampleData } from '../src/seed/seed.ts';
import { PASSWORD, startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

/**
 * Text that is no text: a lone UTF-16 surrogate (`"\ud800"` in JSON) answered 500 where it reached
 * a JSON column and was stored as U+FFFD everywhere else; control characters slipped into settlement
 * scheme names. Each is a 400 beside its field now, and nothing is stored.
 */
describe.each(testDatabases)('broken text on $kind', (kind) => {
  let t: TestApp;
  let admin: string | undefined;
  const fields = (response: { json(): unknown }) =>
    (response.json() as { error: { fields: Record<string, string> } }).error.fields;
  const addGodown = (name: string) =>
    t.call({
      method: 'POST',
      url: '/api/godowns',
      cookie: admin,
      payload: { name, location: 'Puri', capacityKg: 1000 },
    });

  beforeAll(async () => {
    t = await startTestApp(kind);
    await seedSampleData(t.database.db);
    await t.addUser('asha', 'Administrator');
    admin = (await t.signIn('asha', PASSWORD)).cookie;
  });
  afterAll(() => t.close());

  it('refuses a lone surrogate in the settings (400, not 500), and keeps the settings', async () => {
    const before = (await t.call({ method: 'GET', url: '/api/settings', cookie: admin })).json();
    for (const field of ['address', 'companyName', 'currencySymbol'] as const) {
      const response = await t.call({
        method: 'PUT',
        url: '/api/settings',
        cookie: admin,
        payload: { ...defaultSettings, [field]: 'Rs\ud800' },
      });
      expect(response.statusCode, field).toBe(400);
      expect(fields(response)).toEqual({ [field]: BROKEN_CHARACTER_MESSAGE });
    }
    expect((await t.call({ method: 'GET', url: '/api/settings', cookie: admin })).json()).toEqual(
      before,
    );
  });

  it('refuses a lone surrogate in a new user’s name (400, not 500)', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: {
        username: 'sunita',
        firstName: 'Sun\udfffita',
        lastName: 'Patra',
        email: 'sunita@example.com',
        phone: '',
        role: 'Staff',
        password: 'green feed bags',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual({ firstName: BROKEN_CHARACTER_MESSAGE });
  });

  it('refuses a lone surrogate in a master’s name instead of storing U+FFFD', async () => {
    const response = await addGodown('East \ud83d Godown');
    expect(response.statusCode).toBe(400);
    expect(fields(response)).toEqual({ name: BROKEN_CHARACTER_MESSAGE });
    const godowns = (await t.call({ method: 'GET', url: '/api/godowns?q=East', cookie: admin }))
      .json()
      .rows.map((row: { name: string }) => row.name);
    expect(godowns).toEqual([]);
  });

  it('keeps an emoji (a surrogate pair) as it was typed', async () => {
    const response = await addGodown('East 🐔 Godown');
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('East 🐔 Godown');
  });

  it('refuses ESC, BEL, DEL, NEL and APC in a settlement scheme’s name, and adds no scheme', async () => {
    const schemes = async () =>
      (await t.call({ method: 'GET', url: '/api/settlement-schemes', cookie: admin })).json();
    const before = await schemes();
    const terms = before[0].terms;
    for (const bad of ['\u001b[2J', '\u0007', '\u007f', '\u0085', '\u009f']) {
      const response = await t.call({
        method: 'POST',
        url: '/api/settlement-schemes',
        cookie: admin,
        payload: { name: `Summer${bad}`, effectiveFrom: '2026-04-01', terms, farmerCodes: [] },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(fields(response)).toEqual({ name: CONTROL_CHARACTERS_MESSAGE });
    }
    expect(await schemes()).toEqual(before);
  });
});
