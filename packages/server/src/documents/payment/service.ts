import {
  type CancelInput,
  formatMoney,
  payeeTypeLabels,
  today,
  type VoucherDetail,
  type voucherInput,
} from '@pfm/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { documents, farmers, paymentVouchers, suppliers } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import {
  cancelDocument,
  type LedgerEntry,
  particularOf,
  postDocument,
} from '../../ledger/posting.ts';
import { assertDocumentDate, documentDetail, fieldError } from '../common.ts';
import { settleDocument } from '../settle.ts';
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
  const lead = `Payment made ${code}: `;
  const detail = `${voucher.purpose}, ${modeWords(voucher)}`;
  const particular = particularOf(lead, detail);
  return [
    voucher.payeeType === 'other'
      ? {
          accountType: 'other-payments',
          accountCode: 'OTHER',
          date: on,
          ...particularOf(lead, `${detail} (to ${voucher.payeeName})`),
          debitPaise: voucher.amountPaise,
        }
      : {
          accountType: voucher.payeeType,
          accountCode: voucher.payeeCode,
          date: on,
          ...particular,
          debitPaise: voucher.amountPaise,
        },
    { ...moneyAccount(voucher), date: on, ...particular, creditPaise: voucher.amountPaise },
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
  await settleDocument(tx, {
    kind: 'payment',
    code,
    actor,
    date,
    verb: 'paid',
    lock: async () => {
      const [row] = await tx
        .select({ document: documents, detail: paymentVouchers })
        .from(paymentVouchers)
        .innerJoin(documents, eq(documents.id, paymentVouchers.documentId))
        .where(eq(documents.code, code))
        .for('update');
      return row;
    },
    missing: 'There is no such payment voucher.',
    settledOn: (voucher, document) =>
      voucher.state === 'paid' ? (voucher.paidOn ?? document.date) : null,
    post: async (_, voucher) => voucherEntries(code, voucher, date),
    mark: (documentId, paid) =>
      tx
        .update(paymentVouchers)
        .set({
          state: 'paid',
          paidOn: paid.on,
          paidAt: paid.at,
          paidBy: paid.by,
          paidByName: paid.byName,
        })
        .where(eq(paymentVouchers.documentId, documentId)),
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
    particular: (detail) => `Cancelled ${code}: ${detail}`,
  });
  return getVoucher(tx, code);
}
