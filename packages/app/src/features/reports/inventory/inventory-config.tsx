import {
  apiPaths,
  formatDate,
  formatMilli,
  formatMoney,
  type InventoryLine,
  type InventoryReport,
  type ItemUnit,
  itemCategoryLabels,
  toMilli,
} from '@pfm/shared';
import { Amount, Badge, type DataTableColumn, type StatTileProps, StatusBadge } from '@pfm/ui';
import { AlertTriangle, IndianRupee, Sigma, Truck } from 'lucide-react';
import type { ReportDisplay } from '../kit/report-display.ts';
import {
  Code,
  FigureHint,
  FigureWithHint,
  NameWithCode,
  WithIcon,
} from '../kit/report-view.styles.ts';
import type { ReportConfig } from '../kit/report-view.tsx';
import {
  type InventoryFilters,
  isInTransit,
  isItemTotal,
  lowStockItems,
  valueOfLines,
} from './inventory-filters.ts';

export const inventoryConfig: ReportConfig = {
  title: 'Inventory Report',
  subtitle: 'Stock in each godown and what it is worth on a date.',
  itemsLabel: 'stock lines',
  errorTitle: 'Could not load the inventory report',
  exportPath: `${apiPaths.inventoryReport}/export`,
  minWidth: '60rem',
};

const perUnit: Record<ItemUnit, string> = {
  piece: 'piece',
  kg: 'kg',
  liter: 'liter',
  bag: 'bag',
};

const unitOf = (line: InventoryLine) => line.unit as ItemUnit;

const rateHints: Record<InventoryLine['valuationBasis'], string | null> = {
  'average-cost': null,
  rate: 'Rate master',
  none: 'No rate',
};

/** The stock table's columns, in the order of the issue: the item, where it is, what it is worth. */
export function inventoryColumns(display: ReportDisplay): DataTableColumn<InventoryLine>[] {
  const money = (paise: number) => formatMoney(paise, { symbol: display.currencySymbol });
  return [
    {
      id: 'item',
      header: 'Item',
      rowHeader: true,
      sortable: true,
      // Room for an item's name on one line or two, also when the table scrolls on a phone.
      width: '13rem',
      accessor: (line) => line.itemName,
      cell: (line) => (
        <NameWithCode>
          {line.itemName}
          <Code>{line.itemCode}</Code>
        </NameWithCode>
      ),
      footer: 'Total',
    },
    {
      id: 'category',
      header: 'Category',
      sortable: true,
      width: '7rem',
      accessor: (line) => itemCategoryLabels[line.category],
    },
    {
      id: 'godown',
      card: 'title',
      header: 'Godown',
      sortable: true,
      accessor: (line) => line.godownName,
      cell: (line) =>
        isInTransit(line) ? (
          <WithIcon>
            <Truck aria-hidden="true" />
            In transit
          </WithIcon>
        ) : isItemTotal(line) ? (
          <WithIcon>
            <Sigma aria-hidden="true" />
            {line.godownName}
          </WithIcon>
        ) : (
          line.godownName
        ),
    },
    {
      id: 'quantity',
      card: 'detail',
      header: 'Quantity',
      align: 'end',
      accessor: (line) => formatMilli(line.quantityMilli, unitOf(line)),
    },
    {
      id: 'rate',
      header: 'Valuation Rate',
      align: 'end',
      cell: (line) => {
        const hint = rateHints[line.valuationBasis];
        const rate =
          line.valuationBasis === 'none'
            ? '—'
            : `${money(line.valuationRatePaise)} / ${perUnit[unitOf(line)]}`;
        return hint ? (
          <FigureWithHint>
            <Amount>{rate}</Amount>
            <FigureHint>{hint}</FigureHint>
          </FigureWithHint>
        ) : (
          <Amount>{rate}</Amount>
        );
      },
    },
    {
      id: 'value',
      card: 'figure',
      header: 'Value',
      align: 'end',
      sortable: true,
      accessor: (line) => line.valuePaise,
      cell: (line) => (
        <Amount>{line.valuationBasis === 'none' ? '—' : money(line.valuePaise)}</Amount>
      ),
      footer: (lines) => <Amount>{money(valueOfLines(lines))}</Amount>,
    },
    {
      id: 'reorderLevel',
      card: 'detail',
      header: 'Reorder Level',
      align: 'end',
      // Reorder levels are for stock in a godown; stock on the road has none.
      accessor: (line) =>
        isInTransit(line) ? '—' : formatMilli(toMilli(line.reorderLevel), unitOf(line)),
    },
    {
      id: 'status',
      card: 'status',
      header: 'Status',
      sortable: true,
      width: '8rem',
      accessor: (line) => (isInTransit(line) ? 'In transit' : line.status),
      cell: (line) =>
        isInTransit(line) ? (
          <Badge tone="info">In transit</Badge>
        ) : (
          <StatusBadge status={line.status === 'Low Stock' ? 'low-stock' : 'sufficient'} />
        ),
    },
  ];
}

/**
 * The summary over the table: total value, items low on stock, and stock on the road. Until the
 * report arrives the tiles claim nothing about the stock (their figures show skeletons).
 */
export function inventoryTiles(
  report: InventoryReport | undefined,
  filters: InventoryFilters,
  display: ReportDisplay,
): (StatTileProps & { id: string })[] {
  const money = (paise: number) => formatMoney(paise, { symbol: display.currencySymbol });
  const lines = report?.lines ?? [];
  const transit = lines.filter(isInTransit);
  const low = lowStockItems(lines);
  return [
    {
      id: 'total',
      label: 'Total Inventory Value',
      icon: IndianRupee,
      value: <Amount>{report ? money(report.totalValuePaise) : null}</Amount>,
      hint: `As of ${formatDate(report?.date ?? filters.date, display.dateFormat)}`,
    },
    {
      id: 'low',
      label: 'Low Stock Items',
      icon: AlertTriangle,
      value: String(low),
      hint: !report
        ? null
        : low === 0
          ? 'Every item is at or above its reorder level'
          : 'Below their reorder level',
    },
    {
      id: 'transit',
      label: 'In Transit',
      icon: Truck,
      value: <Amount>{filters.godown ? null : money(valueOfLines(transit))}</Amount>,
      hint: filters.godown
        ? 'Counted with all godowns only'
        : !report
          ? null
          : transit.length === 0
            ? 'No pending transfers'
            : `${transit.length} ${transit.length === 1 ? 'item' : 'items'} dispatched, not yet received`,
    },
  ];
}
