import { defaultSettings, type Settings } from '@pfm/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../src/db/schema.ts';
import { startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

/**
 * `PATCH /api/settings`: the Settings screen saves one section at a time (Company, Notifications,
 * Preferences). A section's save changes its own fields and nothing else, however stale the rest of
 * that screen is, and two sections saved at the same moment both land.
 */
describe.each(testDatabases)('saving a section of the settings on $kind', (kind) => {
  let t: TestApp;
  let admin: string | undefined;
  let otherAdmin: string | undefined;
  let staff: string | undefined;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.addUser('asha', 'Administrator');
    await t.addUser('mohan', 'Administrator');
    await t.addUser('ravi', 'Staff');
    admin = (await t.signIn('asha')).cookie;
    otherAdmin = (await t.signIn('mohan')).cookie;
    staff = (await t.signIn('ravi')).cookie;
  });
  afterAll(() => t.close());

  const read = async () =>
    (await t.call({ method: 'GET', url: '/api/settings', cookie: staff })).json() as Settings;
  const patch = (payload: unknown, cookie = admin) =>
    t.call({ method: 'PATCH', url: '/api/settings', cookie, payload: payload as object });

  it('changes the fields sent and keeps every other as stored, on a database never saved', async () => {
    const before = await read();
    expect(before).toEqual(defaultSettings);
    const saved = await patch({ companyName: '  Kalinga Broilers  ', phone: '9437012345' });
    expect(saved.statusCode).toBe(200);
    const expected = { ...before, companyName: 'Kalinga Broilers', phone: '9437012345' };
    expect(saved.json()).toEqual(expected);
    expect(await read()).toEqual(expected);
  });

  it("keeps another Administrator's change to another section, saved in between", async () => {
    const seen = await read();
    // Mohan saves the notifications while Asha still has the company section open…
    expect(
      (await patch({ mortalityThreshold: 4.5, lowStockAlerts: false }, otherAdmin)).statusCode,
    ).toBe(200);
    // …then Asha saves hers: only her section goes, Mohan's figures stay.
    const saved = await patch({ address: 'Plot 42, Khordha' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      ...seen,
      mortalityThreshold: 4.5,
      lowStockAlerts: false,
      address: 'Plot 42, Khordha',
    });
  });

  it('lands both of two sections saved at the same moment', async () => {
    for (const round of [1, 2, 3, 4, 5]) {
      const [company, preferences] = await Promise.all([
        patch({ companyName: `Mahanadi Poultry ${round}` }),
        patch({ paymentDueDays: 10 + round, currencySymbol: `R${round}` }, otherAdmin),
      ]);
      expect([company.statusCode, preferences.statusCode]).toEqual([200, 200]);
      expect(await read()).toMatchObject({
        companyName: `Mahanadi Poultry ${round}`,
        paymentDueDays: 10 + round,
        currencySymbol: `R${round}`,
      });
    }
  });

  it('refuses a bad field beside it, an unknown field or nothing to change, and changes nothing', async () => {
    const before = await read();
    const bad = await patch({ mortalityThreshold: 150, dateFormat: 'D.M.Y' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      mortalityThreshold: 'Use a value from 0 to 100.',
      dateFormat: 'Choose a date format.',
    });
    const unknown = await patch({ companyName: 'Somebody', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('Unknown field: colour.');
    const empty = await patch({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ _: 'Nothing to change.' });
    // The books start is checked as when the whole is saved.
    const future = await patch({ booksStartDate: '2999-04-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields.booksStartDate).toMatch(
      /^The books cannot start after today/,
    );
    expect(await read()).toEqual(before);
  });

  it('is for Administrators only', async () => {
    const before = await read();
    const refused = await patch({ companyName: 'Staff Poultry' }, staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden');
    expect(await read()).toEqual(before);
  });

  it('writes the fields it changed to the audit log, not the whole settings', async () => {
    const before = await read();
    await patch({
      emailNotifications: !before.emailNotifications,
      companyName: before.companyName,
    });
    const log = await t.call({ method: 'GET', url: '/api/audit?entity=settings', cookie: admin });
    const [newest] = log.json().rows as { summary: string; actor: string }[];
    expect(newest).toMatchObject({
      actor: 'asha',
      summary: `Changed settings: emailNotifications ${before.emailNotifications} → ${!before.emailNotifications}`,
    });
  });

  describe("the company's default language", () => {
    it('is none (each browser its own) until an Administrator chooses one, then everyone reads it', async () => {
      expect((await read()).defaultLanguage).toBeNull();
      const before = await read();
      const saved = await patch({ defaultLanguage: 'or' });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ ...before, defaultLanguage: 'or' });
      expect(await read()).toEqual({ ...before, defaultLanguage: 'or' });
      // Another section's save keeps it.
      expect((await patch({ companyName: before.companyName }, otherAdmin)).statusCode).toBe(200);
      expect((await read()).defaultLanguage).toBe('or');
      const log = await t.call({ method: 'GET', url: '/api/audit?entity=settings', cookie: admin });
      expect(log.json().rows.map((row: { summary: string }) => row.summary)).toContain(
        'Changed settings: defaultLanguage — → or',
      );
    });

    it('is refused to Staff', async () => {
      const before = await read();
      const refused = await patch({ defaultLanguage: 'hi' }, staff);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
      expect(await read()).toEqual(before);
    });

    it('refuses a language not one of the four beside the field, and changes nothing', async () => {
      const before = await read();
      for (const defaultLanguage of ['fr', 3, '', 'hi-IN']) {
        const refused = await patch({ defaultLanguage });
        expect(refused.statusCode, String(defaultLanguage)).toBe(400);
        expect(refused.json().error.fields, String(defaultLanguage)).toEqual({
          defaultLanguage: 'Choose one of the four languages.',
        });
      }
      expect(await read()).toEqual(before);
    });

    it('is cleared with null', async () => {
      const saved = await patch({ defaultLanguage: null });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().defaultLanguage).toBeNull();
      expect((await read()).defaultLanguage).toBeNull();
    });

    it('reads as none from settings saved before it existed', async () => {
      expect((await patch({ defaultLanguage: 'bn' })).statusCode).toBe(200);
      const stored = await read();
      const { defaultLanguage: _, ...older } = stored;
      await t.database.db.update(settings).set({ value: older }).where(eq(settings.id, 1));
      expect(await read()).toEqual({ ...stored, defaultLanguage: null });
      // …and a section saved over them keeps every other field.
      const saved = await patch({ defaultLanguage: 'hi' });
      expect(saved.json()).toEqual({ ...stored, defaultLanguage: 'hi' });
    });
  });
});
