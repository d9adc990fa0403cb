import { formatBalance } from '@pfm/shared';
import type { DataTableColumn } from '@pfm/ui';
import type { DisplaySettings } from './master-view.tsx';

/**
 * The Balance column of a party's list (farmers, traders, suppliers): its ledger balance today,
 * Dr when it owes us and Cr when we owe it, as the Ledger Reports show it.
 */
export const balanceColumn = <Row extends { balancePaise: number }>(
  display: DisplaySettings,
): DataTableColumn<Row> => ({
  id: 'balance',
  header: 'Balance',
  card: 'figure',
  align: 'end',
  width: '10rem',
  accessor: (row) => row.balancePaise,
  cell: (row) => formatBalance(row.balancePaise, { symbol: display.currencySymbol }),
});
