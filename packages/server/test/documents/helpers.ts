import { randomUUID } from 'node:crypto';
import { financialYearStart, type Statement } from '@pfm/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { settings } from '../../src/db/schema.ts';
import { seedSampleData } from '../../src/seed/seed.ts';
import { startTestApp } from '../app.ts';
import type { TestDatabase } from '../databases.ts';

/**
 * An app on a fresh database with the sample masters, an Administrator and a Staff user. The books
 * start a year and more back, so documents dated weeks back fit on any day of the year (in April
 * too, when this financial year has just begun).
 */
export async function startDocumentsApp(kind: TestDatabase) {
  const t = await startTestApp(kind);
  await seedSampleData(t.database.db);
  await t.database.db
    .insert(settings)
    .values({ id: 1, value: { booksStartDate: financialYearStart(daysAgo(400)) } });
  await t.addUser('asha', 'Administrator');
  await t.addUser('ravi', 'Staff');
  const admin = (await t.signIn('asha')).cookie as string;
  const staff = (await t.signIn('ravi')).cookie as string;

  /** A create request as the app sends it: with a new Idempotency-Key unless one is given. */
  const create = (
    path: string,
    payload: object,
    { cookie = staff, key = randomUUID() }: { cookie?: string; key?: string | null } = {},
  ) =>
    t.call({
      method: 'POST',
      url: path,
      cookie,
      payload,
      headers: key === null ? {} : { 'idempotency-key': key },
    });

  const get = (url: string, cookie = staff) => t.call({ method: 'GET', url, cookie });

  const cancel = (path: string, reason = 'Entered against the wrong record', cookie = admin) =>
    t.call({ method: 'POST', url: `${path}/cancel`, cookie, payload: { reason } });

  /** Available stock of an item in a godown on a day, in thousandths. */
  const available = async (godown: string, item: string, date?: string) =>
    (
      await get(`/api/stock/available?godown=${godown}&item=${item}${date ? `&date=${date}` : ''}`)
    ).json().quantityMilli as number;

  /** A party's statement (balances in paise, + = owes us). */
  const ledger = async (type: string, code: string, query = '') =>
    (await get(`/api/ledger/${type}/${code}${query}`)).json() as Statement;

  /** Buys each item (kg or pieces, rate in paise) from S001 into G001 on `date`. */
  const stock = async (date: string, lines: readonly (readonly [string, number, number])[]) => {
    for (const [itemCode, quantity, ratePaise] of lines) {
      expectStatus(
        await create('/api/purchases', {
          date,
          supplierCode: 'S001',
          itemCode,
          quantityMilli: kg(quantity),
          ratePaise,
          godownCode: 'G001',
          invoiceNumber: '',
        }),
        201,
      );
    }
  };

  return { t, admin, staff, create, get, cancel, available, ledger, stock };
}

export type DocumentsApp = Awaited<ReturnType<typeof startDocumentsApp>>;

/** A response's status, with its body in the failure message. */
export const expectStatus = (response: LightMyRequestResponse, status: number) =>
  expect(response.statusCode, response.body).toBe(status);

export const kg = (units: number) => Math.round(units * 1000);

/** YYYY-MM-DD `days` before today in India. */
export const daysAgo = (days: number) =>
  new Date(Date.now() + 330 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);
