import { modeDetails, type PaymentMode } from '@pfm/shared';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { bankAccounts } from '../../db/schema.ts';
import type { AccountType } from '../../ledger/posting.ts';
import { fieldError } from '../common.ts';

/** The company's cash in hand, as a ledger account. */
export const CASH_ACCOUNT = 'CASH';

interface ModeInput {
  mode: PaymentMode;
  bankAccountCode: string;
  chequeNumber: string;
  chequeDate: string;
  reference: string;
}

/**
 * The mode's details as stored (what does not belong to the mode cleared), after checking that the
 * bank account exists and is active; locked against deletion until the transaction ends.
 */
export async function checkedMode<T extends ModeInput>(tx: Db, input: T): Promise<T> {
  const value = modeDetails(input);
  if (value.mode !== 'cash') {
    const [bank] = await tx
      .select({ status: bankAccounts.status, name: bankAccounts.bankName })
      .from(bankAccounts)
      .where(eq(bankAccounts.code, value.bankAccountCode))
      .for('key share');
    if (!bank) {
      throw fieldError(
        'validation_failed',
        'bankAccountCode',
        `There is no bank account ${value.bankAccountCode}.`,
      );
    }
    if (bank.status !== 'active') {
      throw fieldError(
        'validation_failed',
        'bankAccountCode',
        `${bank.name} (${value.bankAccountCode}) is inactive; choose an active account.`,
      );
    }
  }
  return value;
}

/** The company account the money went through: the bank account, or cash in hand. */
export const moneyAccount = (value: {
  mode: PaymentMode;
  bankAccountCode: string | null;
}): { accountType: AccountType; accountCode: string } =>
  value.mode === 'cash' || !value.bankAccountCode
    ? { accountType: 'cash', accountCode: CASH_ACCOUNT }
    : { accountType: 'bank', accountCode: value.bankAccountCode };

/** The mode in a few words for a statement: "by cheque 004512", "by UPI 4117…", "in cash". */
export function modeWords(value: {
  mode: PaymentMode;
  chequeNumber: string;
  reference: string;
}): string {
  switch (value.mode) {
    case 'cash':
      return 'in cash';
    case 'cheque':
      return `by cheque ${value.chequeNumber}`;
    case 'transfer':
      return `by bank transfer ${value.reference}`;
    case 'upi':
      return `by UPI ${value.reference}`;
  }
}

/** The mode columns of a voucher or collection as the API answers them ('' where none). */
export const modeSelection = (table: Record<keyof ModeInput | 'chequeDate', AnyPgColumn>) => ({
  mode: sql<PaymentMode>`${table.mode}`,
  bankAccountCode: sql<string>`coalesce(${table.bankAccountCode}, '')`,
  bankAccountName: sql<string>`coalesce(${bankAccounts.bankName} || ' ····' || right(${bankAccounts.accountNumber}, 4), '')`,
  chequeNumber: sql<string>`${table.chequeNumber}`,
  chequeDate: sql<string>`coalesce(${table.chequeDate}::text, '')`,
  reference: sql<string>`${table.reference}`,
});
