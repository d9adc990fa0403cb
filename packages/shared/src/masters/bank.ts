import { z } from 'zod';
import { accountNumber, ifscCode, requiredText } from '../fields.ts';
import { recordStatus } from './list.ts';

export const bankAccountTypes = ['savings', 'current', 'cash-credit', 'overdraft'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const bankAccountTypeLabels: Record<BankAccountType, string> = {
  savings: 'Savings',
  current: 'Current',
  'cash-credit': 'Cash Credit',
  overdraft: 'Overdraft',
};

export const bankAccountInput = z
  .object({
    bankName: requiredText('the bank name', 100),
    branch: requiredText('the branch', 100),
    accountNumber,
    ifscCode,
    accountType: z
      .union([z.literal(''), z.enum(bankAccountTypes)], { error: 'Choose an account type.' })
      .default(''),
    status: recordStatus.default('active'),
  })
  .strict();
export type BankAccountInput = z.input<typeof bankAccountInput>;

export const bankAccountSchema = z.object({
  code: z.string(),
  bankName: z.string(),
  branch: z.string(),
  accountNumber: z.string(),
  ifscCode: z.string(),
  accountType: z.union([z.literal(''), z.enum(bankAccountTypes)]),
  status: recordStatus,
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountSorts = ['code', 'bankName', 'branch', 'status'] as const;
