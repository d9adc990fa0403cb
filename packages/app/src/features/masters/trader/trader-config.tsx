import {
  apiPaths,
  formatMoney,
  type Trader,
  traderInput,
  traderListHeaders,
  traderSorts,
} from '@pfm/shared';

import type { z } from 'zod';
import { masterApi } from '../../../lib/resource-api.ts';
import type { MasterConfig, MasterFieldsProps } from '../master-view.tsx';
import { balanceColumn } from '../party-balance.tsx';
import { PartyFields } from '../party-fields.tsx';

type TraderValues = z.input<typeof traderInput>;
type TraderOutput = z.output<typeof traderInput>;

function TraderFields({ form }: MasterFieldsProps<TraderValues, TraderOutput>) {
  return <PartyFields form={form} nameLabel="Trader Name" />;
}

export const traderApi = masterApi<Trader, TraderOutput, string>(apiPaths.traders);

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
      header: traderListHeaders.code,
      accessor: (trader) => trader.code,
      sortable: true,
      width: '7rem',
    },
    {
      id: 'name',
      card: 'title',
      clamp: 2,
      header: traderListHeaders.name,
      accessor: (trader) => trader.name,
      sortable: true,
      rowHeader: true,
    },
    {
      id: 'contact',
      card: 'detail',
      header: traderListHeaders.contact,
      accessor: (trader) => trader.contact,
      sortable: true,
      width: '9rem',
    },
    {
      id: 'address',
      card: 'detail',
      clamp: 2,
      header: traderListHeaders.address,
      accessor: (trader) => trader.address,
    },
    {
      id: 'avgMonthlyPurchase',
      card: 'detail',
      header: traderListHeaders.avgMonthlyPurchase,
      align: 'end',
      sortable: true,
      width: '10rem',
      accessor: (trader) => trader.avgMonthlyPurchasePaise,
      cell: (trader) =>
        formatMoney(trader.avgMonthlyPurchasePaise, { symbol: display.currencySymbol }),
    },
    balanceColumn(display),
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
