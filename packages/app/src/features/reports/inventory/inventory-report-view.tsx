import {
  formatDate,
  type InventoryReport,
  type ItemCategory,
  itemCategoryLabels,
  today,
} from '@pfm/shared';
import { DateInput, FilterBarItem, FormField, Select } from '@pfm/ui';
import { Package } from 'lucide-react';
import { defaultReportDisplay, type ReportDisplay } from '../kit/report-display.ts';
import { reportApiQuery } from '../kit/report-params.ts';
import { ReportNote } from '../kit/report-view.styles.ts';
import { ReportView } from '../kit/report-view.tsx';
import { inventoryColumns, inventoryConfig, inventoryTiles } from './inventory-config.tsx';
import {
  categoryOptions,
  clearedFilters,
  type InventoryFilters,
  isFiltered,
  isItemTotal,
} from './inventory-filters.ts';

/** A godown to filter by. */
export interface GodownChoice {
  code: string;
  name: string;
  status?: 'active' | 'inactive';
}

/** `Select` needs a value for every choice: this one stands for no filter. */
const ALL = 'all';

export interface InventoryReportViewProps {
  /** The report for the filters; `undefined` until it arrives. */
  report?: InventoryReport | undefined;
  /** The report is being fetched. */
  loading: boolean;
  /** Why the report could not be loaded. */
  error?: string | null | undefined;
  onRetry?: () => void;
  filters: InventoryFilters;
  /** Called with the filter the user changed. */
  onFiltersChange: (next: Partial<InventoryFilters>) => void;
  /** The godowns to choose from (until they arrive, only All godowns). */
  godowns?: readonly GodownChoice[] | undefined;
  display?: ReportDisplay;
  /** Printed above the title on paper. */
  companyName?: string;
  onPrint?: () => void;
}

/**
 * /report/inventory: stock of each item in each godown (and on the road) on a date, at its value in
 * the books (each godown's weighted average cost), an item's total where it is in several godowns,
 * the total value and the items below their reorder level.
 */
export function InventoryReportView({
  report,
  loading,
  error,
  onRetry,
  filters,
  onFiltersChange,
  godowns = [],
  display = defaultReportDisplay,
  companyName,
  onPrint,
}: InventoryReportViewProps) {
  const chosenGodown = godowns.find((godown) => godown.code === filters.godown);
  const godownOptions = [
    { value: ALL, label: 'All godowns' },
    ...godowns.map((godown) => ({
      value: godown.code,
      label: godown.status === 'inactive' ? `${godown.name} (inactive)` : godown.name,
    })),
    // A godown from the link, shown by its code until the godowns arrive.
    ...(filters.godown && !chosenGodown ? [{ value: filters.godown, label: filters.godown }] : []),
  ];
  const category = filters.category as ItemCategory | '';
  const asOf = formatDate(filters.date, display.dateFormat);
  const rows = report?.lines;
  const bases = new Set(rows?.map((line) => line.valuationBasis));

  return (
    <ReportView
      config={inventoryConfig}
      filters={
        <>
          <FilterBarItem>
            <FormField label="Godown">
              <Select
                options={godownOptions}
                value={filters.godown || ALL}
                onValueChange={(value) => onFiltersChange({ godown: value === ALL ? '' : value })}
              />
            </FormField>
          </FilterBarItem>
          <FilterBarItem>
            <FormField label="Category">
              <Select
                options={[{ value: ALL, label: 'All categories' }, ...categoryOptions]}
                value={category || ALL}
                onValueChange={(value) => onFiltersChange({ category: value === ALL ? '' : value })}
              />
            </FormField>
          </FilterBarItem>
          <FilterBarItem>
            <FormField label="As of">
              <DateInput
                value={filters.date}
                max={today()}
                onChange={(event) => onFiltersChange({ date: event.target.value })}
              />
            </FormField>
          </FilterBarItem>
        </>
      }
      filtersActive={isFiltered(filters)}
      onClearFilters={() => onFiltersChange(clearedFilters())}
      appliedFilters={[
        { label: 'Godown', value: chosenGodown?.name ?? (filters.godown || 'All godowns') },
        { label: 'Category', value: category ? itemCategoryLabels[category] : 'All categories' },
        { label: 'As of', value: asOf },
      ]}
      exportQuery={reportApiQuery(filters)}
      tiles={inventoryTiles(report, filters, display)}
      caption={`Stock on ${asOf}`}
      columns={inventoryColumns(display)}
      rows={rows}
      getRowId={(line) => `${line.itemCode}:${line.godownCode}`}
      empty={{
        icon: Package,
        title: 'No items to report',
        description: category
          ? `Item Master has no ${itemCategoryLabels[category].toLowerCase()} items.`
          : 'Add items in Item Master and record purchases to see their stock here.',
      }}
      notes={
        <ReportNote>
          Quantities are the stock at the end of {asOf}. Valuation Rate is the weighted average cost
          of the stock in that godown on that day
          {bases.has('rate')
            ? '; “Rate master” marks items never bought, valued at their rate in Rate Setup'
            : ''}
          {bases.has('none') ? '; “No rate” items have neither and add nothing to the total' : ''}.
          Low Stock: below the item’s reorder level in that godown
          {rows?.some((line) => isItemTotal(line) && line.quantityMilli > 0)
            ? '; All godowns is an item’s total, judged on the total and counted once'
            : ''}
          .
        </ReportNote>
      }
      loading={loading}
      error={error}
      onRetry={onRetry}
      companyName={companyName}
      onPrint={onPrint}
    />
  );
}
