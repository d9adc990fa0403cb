import { type Trader, traderInput, traderSorts } from '@pfm/shared';
import { FormField, formatMoney, Input, Textarea } from '@pfm/ui';
import type { z } from 'zod';
import { masterApi } from '../master-api.ts';
import { DialogFields, TwoColumns } from '../master-view.styles.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';

type TraderValues = z.input<typeof traderInput>;
type TraderOutput = z.output<typeof traderInput>;

function TraderFields({ form }: MasterFieldsProps<TraderValues, TraderOutput>) {
  const { errors } = form.formState;
  return (
    <DialogFields>
      <FormField label="Trader Name" required error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <TwoColumns>
        <FormField
          label="Contact Number"
          required
          hint="10-digit mobile number"
          error={errors.contact?.message}
        >
          <Input type="tel" inputMode="tel" autoComplete="off" {...form.register('contact')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </FormField>
      </TwoColumns>
      <FormField label="Address" required error={errors.address?.message}>
        <Textarea rows={2} {...form.register('address')} />
      </FormField>
      <FormField
        label="GST Number"
        hint="15 characters, e.g. 21AAACK1234F1ZC"
        error={errors.gstin?.message}
      >
        <Input autoComplete="off" autoCapitalize="characters" {...form.register('gstin')} />
      </FormField>
    </DialogFields>
  );
}

export const traderApi = masterApi<Trader, TraderOutput, string>('/api/traders');

export const traderConfig: MasterConfig<Trader, TraderValues, TraderOutput, string> = {
  title: 'Trader Registration',
  subtitle: 'Traders who buy the grown birds.',
  noun: 'Trader',
  itemsLabel: 'traders',
  addLabel: 'Register Trader',
  addTitle: 'Register Trader',
  addDescription: 'Enter the details of the new trader',
  addSubmit: 'Save Trader',
  editTitle: 'Edit Trader',
  editDescription: 'Change the details of this trader',
  editSubmit: 'Save Trader',
  caption: 'Traders',
  searchLabel: 'Search traders',
  searchPlaceholder: 'Search traders...',
  emptyDescription: 'Register your first trader to start recording sales.',
  sortIds: traderSorts,
  keyOf: (trader) => trader.code,
  rowLabel: (trader) => trader.name,
  describe: (trader) => `${trader.name} (${trader.code})`,
  minWidth: '48rem',
  columns: (display) => [
    {
      id: 'code',
      header: 'Trader ID',
      accessor: (trader) => trader.code,
      sortable: true,
      width: '7rem',
    },
    {
      id: 'name',
      header: 'Name',
      accessor: (trader) => trader.name,
      sortable: true,
      rowHeader: true,
    },
    {
      id: 'contact',
      header: 'Contact',
      accessor: (trader) => trader.contact,
      sortable: true,
      width: '9rem',
    },
    { id: 'address', header: 'Address', accessor: (trader) => trader.address },
    {
      id: 'avgMonthlyPurchase',
      header: 'Avg Purchase',
      align: 'end',
      sortable: true,
      width: '10rem',
      accessor: (trader) => trader.avgMonthlyPurchasePaise,
      cell: (trader) =>
        formatMoney(trader.avgMonthlyPurchasePaise, { symbol: display.currencySymbol }),
    },
  ],
  form: {
    schema: traderInput,
    empty: { name: '', contact: '', email: '', address: '', gstin: '' },
    fromRecord: (trader) => ({
      name: trader.name,
      contact: trader.contact,
      email: trader.email,
      address: trader.address,
      gstin: trader.gstin,
    }),
    Fields: TraderFields,
  },
};
