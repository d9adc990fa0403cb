import type { Voucher, VoucherListQuery } from '@pfm/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { by, containing, type ListSource, listPage } from '../../db/list.ts';
import { bankAccounts, documents, paymentVouchers } from '../../db/schema.ts';
import { documentOrder, documentPeriod } from '../common.ts';
import { modeSelection } from './money.ts';

/** Vouchers joined with their document and the bank account they were paid from. */
export const voucherRows = <Extra extends Record<string, AnyPgColumn>>(
  db: Db,
  /** Columns the detail adds (who settled it). */
  extra: Extra = {} as Extra,
) =>
  db
    .select({
      ...extra,
      code: documents.code,
      date: documents.date,
      status: documents.status,
      state: paymentVouchers.state,
      payeeType: paymentVouchers.payeeType,
      payeeCode: paymentVouchers.payeeCode,
      payeeName: paymentVouchers.payeeName,
      amountPaise: paymentVouchers.amountPaise,
      ...modeSelection(paymentVouchers),
      purpose: paymentVouchers.purpose,
      paidOn: paymentVouchers.paidOn,
    })
    .from(paymentVouchers)
    .innerJoin(documents, eq(documents.id, paymentVouchers.documentId))
    .leftJoin(bankAccounts, eq(bankAccounts.code, paymentVouchers.bankAccountCode));

const where = (query: VoucherListQuery): SQL | undefined => {
  const text = query.q ? containing(query.q) : undefined;
  return and(
    text
      ? sql`(${documents.code} ilike ${text} or ${paymentVouchers.payeeName} ilike ${text} or ${paymentVouchers.purpose} ilike ${text} or ${paymentVouchers.chequeNumber} ilike ${text} or ${paymentVouchers.reference} ilike ${text})`
      : undefined,
    documentPeriod(query),
    query.supplier
      ? and(
          eq(paymentVouchers.payeeType, 'supplier'),
          eq(paymentVouchers.payeeCode, query.supplier),
        )
      : undefined,
    query.farmer
      ? and(eq(paymentVouchers.payeeType, 'farmer'), eq(paymentVouchers.payeeCode, query.farmer))
      : undefined,
    query.payeeType ? eq(paymentVouchers.payeeType, query.payeeType) : undefined,
    query.state ? eq(paymentVouchers.state, query.state) : undefined,
  );
};

/** The payment vouchers a list query matches, in the list's order: a page of them or every one. */
export function voucherList(db: Db, query: VoucherListQuery): ListSource<Voucher> {
  const condition = where(query);
  return {
    table: paymentVouchers,
    where: condition,
    matching: () =>
      db
        .select({ one: sql`1` })
        .from(paymentVouchers)
        .innerJoin(documents, eq(documents.id, paymentVouchers.documentId))
        .where(condition)
        .$dynamic(),
    rows: (limit, offset) =>
      voucherRows(db)
        .where(condition)
        .orderBy(
          ...documentOrder(query, {
            payee: by(paymentVouchers.payeeName),
            amount: by(paymentVouchers.amountPaise),
          }),
        )
        .limit(limit)
        .offset(offset),
  };
}

/** A page of payment vouchers, newest first unless sorted otherwise. */
export const listVouchers = (db: Db, query: VoucherListQuery) =>
  listPage(db, { query, ...voucherList(db, query) });
