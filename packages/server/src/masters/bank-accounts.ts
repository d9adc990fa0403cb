import {
  apiPaths,
  type BankAccount,
  bankAccountInput,
  bankAccountSchema,
  bankAccountSorts,
  type ListQuery,
} from '@pfm/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { codePrefixes, nextCode } from '../db/codes.ts';
import type { Db } from '../db/database.ts';
import { by, byCode, type ListSource, listPage, orderFor, searchMatches } from '../db/list.ts';
import { bankAccounts } from '../db/schema.ts';
import { AppError } from '../domain/errors.ts';
import type { MasterDefinition, MasterService } from './definition.ts';

type Input = z.infer<typeof bankAccountInput>;
type Sort = (typeof bankAccountSorts)[number];

const columns = {
  code: bankAccounts.code,
  bankName: bankAccounts.bankName,
  branch: bankAccounts.branch,
  accountNumber: bankAccounts.accountNumber,
  ifscCode: bankAccounts.ifscCode,
  accountType: bankAccounts.accountType,
  status: bankAccounts.status,
};

const notFound = () => new AppError('not_found', 'There is no such bank account.');
const duplicateAccount = (input: Input, code: string) => {
  const message = `Account ${input.accountNumber} at ${input.ifscCode} is already saved as ${code}.`;
  return new AppError('conflict', message, { accountNumber: message });
};

/** One account is saved once: the same account number at the same branch (IFSC) is a duplicate. */
async function assertAccountFree(db: Db, input: Input, except?: string) {
  const [clash] = await db
    .select({ code: bankAccounts.code })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.ifscCode, input.ifscCode),
        eq(bankAccounts.accountNumber, input.accountNumber),
        except ? ne(bankAccounts.code, except) : undefined,
      ),
    );
  if (clash) throw duplicateAccount(input, clash.code);
}

/** The bank accounts a list query matches, in the list's order: a page of them or every one. */
export function bankAccountList(query: ListQuery<Sort>): ListSource<BankAccount> {
  const where = searchMatches(bankAccounts.search, query.q);
  return {
    table: bankAccounts,
    where,
    // The database keeps the account type as text; only the shared types are ever written to it.
    rows: async (limit, offset, db) =>
      (await db
        .select(columns)
        .from(bankAccounts)
        .where(where)
        .orderBy(
          ...orderFor(
            query,
            {
              code: byCode(bankAccounts.code),
              bankName: by(bankAccounts.bankName),
              branch: by(bankAccounts.branch),
              status: by(bankAccounts.status),
            },
            'code',
            byCode(bankAccounts.code),
          ),
        )
        .limit(limit)
        .offset(offset)) as BankAccount[],
  };
}

export const bankAccountService: MasterService<BankAccount, Input, Sort, string> = {
  list: (db, query) => listPage(db, { query, ...bankAccountList(query) }),

  get: async (db, code) => {
    const [row] = await db.select(columns).from(bankAccounts).where(eq(bankAccounts.code, code));
    if (!row) throw notFound();
    return row as BankAccount;
  },

  create: (db, input) =>
    db.transaction(async (tx) => {
      await assertAccountFree(tx, input);
      const code = await nextCode(tx, codePrefixes.bankAccount);
      const [row] = await tx
        .insert(bankAccounts)
        .values({ code, ...input })
        .returning(columns);
      return row as BankAccount;
    }),

  update: (db, code, input) =>
    db.transaction(async (tx) => {
      await assertAccountFree(tx, input, code);
      const [row] = await tx
        .update(bankAccounts)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(bankAccounts.code, code))
        .returning(columns);
      if (!row) throw notFound();
      return row as BankAccount;
    }),

  remove: async (db, code) => {
    // Nothing refers to a bank account yet. When payments exist, refuse here (409) to delete an
    // account that has payments, naming how many.
    const [row] = await db
      .delete(bankAccounts)
      .where(eq(bankAccounts.code, code))
      .returning({ code: bankAccounts.code });
    if (!row) throw notFound();
  },
};

export const bankAccountMaster: MasterDefinition<
  BankAccount,
  typeof bankAccountInput,
  Sort,
  string
> = {
  path: apiPaths.bankAccounts,
  noun: 'bank account',
  key: 'code',
  input: bankAccountInput,
  row: bankAccountSchema,
  sorts: bankAccountSorts,
  service: bankAccountService,
  constraints: {
    bank_accounts_ifsc_account_unique: {
      field: 'accountNumber',
      message: 'This account number is already saved with this IFSC code.',
    },
  },
};
