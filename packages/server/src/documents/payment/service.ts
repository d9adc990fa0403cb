import {
  type CancelInput,
  dayMonthYear,
  formatMoney,
  payeeTypeLabels,
  today,
  type VoucherDetail,
  type voucherInput,
} from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../audit/service.ts';
import { recordAudit } from '../../audit/service.ts';
import type { Db } from '../../db/database.ts';
import { documents, farmers, paymentVouchers, suppliers } from '../../db/schema.ts';
import { AppError } from '../../domain/errors.ts';
import {
  cancelDocument,
  type LedgerEntry,
  postDocument,
  postEntries,
} from '../../ledger/posting.ts';
import { assertDocumentDate, assertSettleable, documentDetail, fieldError } from '../common.ts';
import { checkedMode, modeWords, moneyAccount } from './money.ts';
import { voucherRows } from './queries.ts';

type Input = z.infer<typeof voucherInput>;
type VoucherRow = typeof paymentVouchers.$inferSelect;

export async function getVoucher(db: Db, code: string): Promise<VoucherDetail> {
  const [row] = await voucherRows(db, { paidBy: paymentVouchers.paidByName }).where(
    eq(documents.code, code),
  );
  return documentDetail(db, code, 'payment', 'payment voucher', row);
}

/**
 * A paid voucher's entries: the supplier's or farmer's ledger debited (or other payments, for
 * anyone else), the bank account or cash credited — dated the day it was paid.
 */
function voucherEntries(code: string, voucher: VoucherRow, on: string): LedgerEntry[] {
  const particular = `Payment made ${code}: ${voucher.purpose}, ${modeWords(voucher)}`;
  return [
    voucher.payeeType === 'other'
      ? {
          accountType: 'other-payments',
          accountCode: 'OTHER',
          date: on,
          particular: `${particular} (to ${voucher.payeeName})`,
          debitPaise: voucher.amountPaise,
        }
      : {
          accountType: voucher.payeeType,
          accountCode: voucher.payeeCode,
          date: on,
          particular,
          debitPaise: voucher.amountPaise,
        },
    { ...moneyAccount(voucher), date: on, particular, creditPaise: voucher.amountPaise },
  ];
}

/**
 * Records a payment voucher. A paid one posts at once; a pending one posts nothing until it is
 * marked paid (`payVoucher`). The payee's name is taken from the master, never from the client.
 */
export async function createVoucher(tx: Db, actor: Actor, input: Input) {
  await assertDocumentDate(tx, input.date);
  const mode = await checkedMode(tx, input);
  let payeeName = input.payeeName;
  let payeeCode = '';
  if (input.payeeType !== 'other') {
    const table = input.payeeType === 'supplier' ? suppliers : farmers;
    const [payee] = await tx
      .select({ name: table.name })
      .from(table)
      .where(eq(table.code, input.payeeCode))
      .for('key share');
    if (!payee) {
      throw fieldError(
        'validation_failed',
        'payeeCode',
        `There is no ${input.payeeType} ${input.payeeCode}.`,
      );
    }
    payeeName = payee.name;
    payeeCode = input.payeeCode;
  }
  const voucher: VoucherRow = {
    documentId: 0,
    payeeType: input.payeeType,
    payeeCode,
    payeeName,
    amountPaise: input.amountPaise,
    mode: mode.mode,
    bankAccountCode: mode.bankAccountCode || null,
    chequeNumber: mode.chequeNumber,
    chequeDate: mode.chequeDate || null,
    reference: mode.reference,
    purpose: input.purpose,
    state: input.state,
    paidOn: input.state === 'paid' ? input.date : null,
    paidAt: input.state === 'paid' ? new Date() : null,
    paidBy: input.state === 'paid' ? actor.id : null,
    paidByName: input.state === 'paid' ? actor.username : null,
  };
  const posted = await postDocument(tx, {
    kind: 'payment',
    date: input.date,
    actor,
    details: (document) =>
      tx.insert(paymentVouchers).values({ ...voucher, documentId: document.id }),
    entries: (code) => (input.state === 'paid' ? voucherEntries(code, voucher, input.date) : []),
    summary: (code) =>
      `Recorded ${input.state} payment ${code}: ${formatMoney(input.amountPaise)} to ${payeeName} (${payeeTypeLabels[input.payeeType].toLowerCase()}) for ${input.purpose}`,
  });
  return getVoucher(tx, posted.code);
}

/** Marks a pending voucher paid on `date`: it posts then. Refused if paid already or cancelled. */
export async function payVoucher(tx: Db, actor: Actor, code: string, date: string) {
  await assertDocumentDate(tx, date);
  const [row] = await tx
    .select({ document: documents, voucher: paymentVouchers })
    .from(paymentVouchers)
    .innerJoin(documents, eq(documents.id, paymentVouchers.documentId))
    .where(eq(documents.code, code))
    .for('update');
  if (!row) throw new AppError('not_found', 'There is no such payment voucher.');
  const { document, voucher } = row;
  assertSettleable(
    document,
    { settled: voucher.state === 'paid', settledOn: voucher.paidOn, verb: 'paid' },
    date,
  );
  await postEntries(tx, document.id, voucherEntries(code, voucher, date));
  await tx
    .update(paymentVouchers)
    .set({
      state: 'paid',
      paidOn: date,
      paidAt: new Date(),
      paidBy: actor.id,
      paidByName: actor.username,
    })
    .where(eq(paymentVouchers.documentId, document.id));
  await recordAudit(tx, actor, {
    action: 'update',
    entity: 'payment',
    entityKey: code,
    summary: `Paid ${code} on ${dayMonthYear(date)}`,
  });
  return getVoucher(tx, code);
}

/** Cancels a voucher (Administrators): whatever it posted is reversed, today. */
export async function cancelVoucher(tx: Db, actor: Actor, code: string, input: CancelInput) {
  await cancelDocument(tx, {
    code,
    kind: 'payment',
    actor,
    reason: input.reason,
    on: today(),
    particular: (original) => `Cancelled ${code}: ${original.replace(/^Payment made \S+: /, '')}`,
  });
  return getVoucher(tx, code);
}
