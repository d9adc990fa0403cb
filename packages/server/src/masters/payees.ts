import { exactInteger } from '@pfm/shared';
import { and, count, eq, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { ledgerEntries, paymentVouchers } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';

/**
 * Refuses to delete a supplier or farmer that payment vouchers were made out to: a voucher names its
 * payee by code, and the party's ledger must stay readable.
 */
export async function assertNoVouchers(db: Db, type: 'supplier' | 'farmer', code: string) {
  const [row] = await db
    .select({ vouchers: count() })
    .from(paymentVouchers)
    .where(and(eq(paymentVouchers.payeeType, type), eq(paymentVouchers.payeeCode, code)));
  const vouchers = row?.vouchers ?? 0;
  if (vouchers > 0) {
    throw new AppError(
      'conflict',
      `This ${type} has ${vouchers === 1 ? 'a payment voucher' : `${vouchers} payment vouchers`}, so it cannot be deleted.`,
    );
  }
}

/**
 * A column named with its table ("traders"."code"), for a subquery of a single-table select, where
 * drizzle names the outer table's columns bare and a bare "code" would mean the subquery's own.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * A party's ledger balance today (paise, + = owes us) as a column of its master list: one sum over
 * the ledger's account index per row of the page.
 */
export const balanceOf = (type: 'supplier' | 'farmer' | 'trader', code: AnyPgColumn) =>
  sql<number>`coalesce((select sum(${ledgerEntries.debitPaise} - ${ledgerEntries.creditPaise}) from ${ledgerEntries} where ${ledgerEntries.accountType} = ${type} and ${ledgerEntries.accountCode} = ${qualified(code)}), 0)::bigint`.mapWith(
    exactInteger,
  );
