import { defaultSettings } from '@pfm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

const newStaff = {
  username: 'sunita',
  firstName: 'Sunita',
  lastName: 'Patra',
  email: 'sunita@example.com',
  phone: '9437012345',
  role: 'Staff',
  password: 'green feed bags',
};

describe.each(testDatabases)('Administrator-only endpoints on $kind', (kind) => {
  let t: TestApp;
  let admin: string | undefined;
  let staff: string | undefined;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.addUser('asha', 'Administrator');
    await t.addUser('ravi', 'Staff');
    admin = (await t.signIn('asha')).cookie;
    staff = (await t.signIn('ravi')).cookie;
  });
  afterAll(() => t.close());

  const adminEndpoints = [
    ['PUT', '/api/settings', defaultSettings],
    ['GET', '/api/users', undefined],
    ['POST', '/api/users', newStaff],
    ['PATCH', '/api/users/1', { role: 'Staff' }],
    ['GET', '/api/outbox', undefined],
  ] as const;

  it.each(adminEndpoints)(
    'refuses Staff on %s %s with 403 and changes nothing',
    async (method, url, payload) => {
      const response = await t.call({ method, url, cookie: staff, ...(payload && { payload }) });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'forbidden',
        message: 'Only an Administrator can do this.',
      });
    },
  );

  it('lets Staff read settings but not change them', async () => {
    const read = await t.call({ method: 'GET', url: '/api/settings', cookie: staff });
    expect(read.json()).toEqual(defaultSettings);
  });

  it('saves settings for an Administrator and validates every field', async () => {
    const changed = {
      ...defaultSettings,
      companyName: 'Kalinga Broilers',
      mortalityThreshold: 4.5,
      dateFormat: 'YYYY-MM-DD',
    };
    const saved = await t.call({
      method: 'PUT',
      url: '/api/settings',
      cookie: admin,
      payload: changed,
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/settings', cookie: staff })).json()).toEqual(
      changed,
    );

    const bad = await t.call({
      method: 'PUT',
      url: '/api/settings',
      cookie: admin,
      payload: { ...changed, companyName: ' ', mortalityThreshold: 150, dateFormat: 'D.M.Y' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      companyName: 'Enter the company name.',
      mortalityThreshold: 'Use a value from 0 to 100.',
      dateFormat: 'Choose a date format.',
    });
    expect(
      (await t.call({ method: 'GET', url: '/api/settings', cookie: admin })).json().companyName,
    ).toBe('Kalinga Broilers');
  });

  it('adds a user who can then sign in, and refuses a taken username', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: newStaff,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'sunita', role: 'Staff', disabled: false });
    expect((await t.signIn('sunita', newStaff.password)).response.statusCode).toBe(200);
    const again = await t.call({
      method: 'POST',
      url: '/api/users',
      cookie: admin,
      payload: { ...newStaff, email: 'other@example.com' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.username).toBe('This username is taken.');
  });

  it('changes a role, and disabling a user ends their sessions', async () => {
    const users = (await t.call({ method: 'GET', url: '/api/users', cookie: admin })).json();
    const sunita = users.find((user: { username: string }) => user.username === 'sunita');
    const { cookie: sunitaCookie } = await t.signIn('sunita', newStaff.password);

    const promoted = await t.call({
      method: 'PATCH',
      url: `/api/users/${sunita.id}`,
      cookie: admin,
      payload: { role: 'Administrator' },
    });
    expect(promoted.json().role).toBe('Administrator');

    const disabled = await t.call({
      method: 'PATCH',
      url: `/api/users/${sunita.id}`,
      cookie: admin,
      payload: { disabled: true },
    });
    expect(disabled.json().disabled).toBe(true);
    expect(await t.sessionUser(sunitaCookie)).toBeNull();
    expect((await t.signIn('sunita', newStaff.password)).response.statusCode).toBe(401);
  });

  it('keeps at least one active Administrator', async () => {
    const users = (await t.call({ method: 'GET', url: '/api/users', cookie: admin })).json();
    const asha = users.find((user: { username: string }) => user.username === 'asha');
    const demote = await t.call({
      method: 'PATCH',
      url: `/api/users/${asha.id}`,
      cookie: admin,
      payload: { role: 'Staff' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toBe(
      'Keep at least one active Administrator: promote another user first.',
    );
  });
});
