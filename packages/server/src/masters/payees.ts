import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { paymentVouchers } from '../db/schema.ts';
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
