import {
  apiPaths,
  type BankAccount,
  bankAccountInput,
  bankAccountListHeaders,
  bankAccountSorts,
  bankAccountTypeLabels,
  bankAccountTypes,
} from '@pfm/shared';
import { FormField, Input, Select, StatusBadge } from '@pfm/ui';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { masterApi } from '../../../lib/resource-api.ts';
import { DialogFields, TwoColumns } from '../master-view.styles.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';
import { StatusField } from '../status-field.tsx';

type BankValues = z.input<typeof bankAccountInput>;
type BankOutput = z.output<typeof bankAccountInput>;

/** A Select option cannot have the value '', so "Not specified" stands for '' under this value. */
const NOT_SPECIFIED = 'none';
const accountTypeOptions = [
  { value: NOT_SPECIFIED, label: 'Not specified' },
  ...bankAccountTypes.map((type) => ({ value: type, label: bankAccountTypeLabels[type] })),
];

const lastDigits = (account: BankAccount) => account.accountNumber.slice(-4);

function BankFields({ form, mode }: MasterFieldsProps<BankValues, BankOutput>) {
  const { errors } = form.formState;
  return (
    <DialogFields>
      <TwoColumns>
        <FormField label="Bank Name" required error={errors.bankName?.message}>
          <Input autoComplete="off" {...form.register('bankName')} />
        </FormField>
        <FormField label="Branch" required error={errors.branch?.message}>
          <Input autoComplete="off" {...form.register('branch')} />
        </FormField>
      </TwoColumns>
      <TwoColumns>
        <FormField
          label="Account Number"
          required
          hint="9 to 18 digits"
          error={errors.accountNumber?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('accountNumber')} />
        </FormField>
        <FormField
          label="IFSC Code"
          required
          hint="11 characters, e.g. SBIN0001234"
          error={errors.ifscCode?.message}
        >
          <Input autoComplete="off" autoCapitalize="characters" {...form.register('ifscCode')} />
        </FormField>
      </TwoColumns>
      <Controller
        control={form.control}
        name="accountType"
        render={({ field, fieldState }) => (
          <FormField label="Account Type" error={fieldState.error?.message}>
            <Select
              options={accountTypeOptions}
              value={field.value || NOT_SPECIFIED}
              onValueChange={(value) => field.onChange(value === NOT_SPECIFIED ? '' : value)}
              name={field.name}
              ref={field.ref}
            />
          </FormField>
        )}
      />
      {mode === 'edit' ? <StatusField form={form} /> : null}
    </DialogFields>
  );
}

export const bankApi = masterApi<BankAccount, BankOutput, string>(apiPaths.bankAccounts);

export const bankConfig: MasterConfig<BankAccount, BankValues, BankOutput, string> = {
  title: 'Bank Master',
  subtitle: 'The company’s bank accounts.',
  noun: 'Bank account',
  itemsLabel: 'bank accounts',
  addLabel: 'Add Bank Account',
  addTitle: 'Add Bank Account',
  addDescription: 'Enter the details of the new bank account',
  addSubmit: 'Save Bank Account',
  editTitle: 'Edit Bank Account',
  editDescription: 'Change the details of this bank account',
  editSubmit: 'Save Bank Account',
  caption: 'Bank accounts',
  searchLabel: 'Search bank accounts',
  searchPlaceholder: 'Search bank accounts...',
  emptyDescription: 'Add the company’s first bank account to start recording payments.',
  sortIds: bankAccountSorts,
  keyOf: (account) => account.code,
  rowLabel: (account) => `${account.bankName} ${lastDigits(account)}`,
  describe: (account) =>
    `${account.bankName} account ending ${lastDigits(account)} (${account.code})`,
  minWidth: '60rem',
  columns: () => [
    {
      id: 'code',
      header: bankAccountListHeaders.code,
      accessor: (account) => account.code,
      sortable: true,
      width: '8rem',
    },
    {
      id: 'bankName',
      card: 'title',
      clamp: 2,
      header: bankAccountListHeaders.bankName,
      accessor: (account) => account.bankName,
      sortable: true,
      rowHeader: true,
    },
    {
      id: 'branch',
      card: 'detail',
      clamp: 1,
      header: bankAccountListHeaders.branch,
      accessor: (account) => account.branch,
      sortable: true,
    },
    {
      id: 'accountNumber',
      card: 'detail',
      header: bankAccountListHeaders.accountNumber,
      accessor: (account) => account.accountNumber,
    },
    {
      id: 'ifscCode',
      card: 'detail',
      header: bankAccountListHeaders.ifscCode,
      accessor: (account) => account.ifscCode,
    },
    {
      id: 'accountType',
      header: bankAccountListHeaders.accountType,
      accessor: (account) =>
        account.accountType ? bankAccountTypeLabels[account.accountType] : 'Not specified',
    },
    {
      id: 'status',
      card: 'status',
      header: bankAccountListHeaders.status,
      sortable: true,
      accessor: (account) => account.status,
      cell: (account) => <StatusBadge status={account.status} />,
    },
  ],
  form: {
    schema: bankAccountInput,
    empty: {
      bankName: '',
      branch: '',
      accountNumber: '',
      ifscCode: '',
      accountType: '',
      status: 'active',
    },
    fromRecord: (account) => ({
      bankName: account.bankName,
      branch: account.branch,
      accountNumber: account.accountNumber,
      ifscCode: account.ifscCode,
      accountType: account.accountType,
      status: account.status,
    }),
    Fields: BankFields,
  },
};
