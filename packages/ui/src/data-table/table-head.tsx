import type { Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useWords } from '../theme/words.tsx';
import { HeaderCell, SortButton } from './data-table.styles.ts';
import { ariaSortFor, type DataTableSort } from './data-table-model.ts';
import type { DataTableColumn } from './data-table-types.ts';

export interface TableHeadProps<TRow> {
  table: Table<TRow>;
  columnsById: ReadonlyMap<string, DataTableColumn<TRow>>;
  /** The first column's id: its cells stay in view while the others scroll sideways. */
  stickyColumnId: string | undefined;
  sort: DataTableSort | null;
  /** Server mode sorts any `sortable` column; client mode only those with an accessor. */
  manual: boolean;
  onSort: (columnId: string) => void;
}

/** The header row: column names, sort buttons with `aria-sort`, and "Actions". */
export function TableHead<TRow>({
  table,
  columnsById,
  stickyColumnId,
  sort,
  manual,
  onSort,
}: TableHeadProps<TRow>) {
  const words = useWords();
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const column = columnsById.get(header.column.id);
            if (!column) {
              return (
                <HeaderCell key={header.id} scope="col" $align="end" data-sticky="end">
                  {words.tableActions}
                </HeaderCell>
              );
            }
            const sortable = column.sortable === true && (manual || column.accessor);
            const ariaSort = ariaSortFor(sort, column.id);
            const SortIcon =
              ariaSort === 'ascending'
                ? ArrowUp
                : ariaSort === 'descending'
                  ? ArrowDown
                  : ChevronsUpDown;
            return (
              <HeaderCell
                key={header.id}
                scope="col"
                aria-sort={sortable ? ariaSort : undefined}
                $align={column.align ?? 'start'}
                $width={column.width}
                data-sticky={column.id === stickyColumnId ? 'start' : undefined}
              >
                {sortable ? (
                  <SortButton
                    type="button"
                    data-sorted={ariaSort !== 'none'}
                    onClick={() => onSort(column.id)}
                  >
                    {column.header}
                    <SortIcon aria-hidden="true" />
                  </SortButton>
                ) : (
                  column.header
                )}
              </HeaderCell>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
