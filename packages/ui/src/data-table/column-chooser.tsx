import { Columns3, RotateCcw } from 'lucide-react';
import { Button } from '../button/index.ts';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu/index.ts';
import { fill, useWords } from '../theme/words.tsx';
import type { DataTableColumn } from './data-table-types.ts';

/** A column's name in words: its `label`, its header when that is text, else its id. */
export const columnName = <TRow,>(column: DataTableColumn<TRow>): string =>
  column.label ?? (typeof column.header === 'string' ? column.header : column.id);

export interface ColumnChooserProps<TRow> {
  /** The columns the user may hide, in the table's order. */
  columns: readonly DataTableColumn<TRow>[];
  hiddenColumns: ReadonlySet<string>;
  onColumnVisibleChange: (columnId: string, visible: boolean) => void;
  onReset: () => void;
}

/**
 * The Columns menu: a ticked item per column the user may hide (the menu stays open while they tick
 * several) and Reset columns. The button says how many are hidden.
 */
export function ColumnChooser<TRow>({
  columns,
  hiddenColumns,
  onColumnVisibleChange,
  onReset,
}: ColumnChooserProps<TRow>) {
  const words = useWords();
  const hidden = hiddenColumns.size;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" leadingIcon={<Columns3 aria-hidden="true" />}>
          {hidden > 0 ? fill(words.tableColumnsHidden, { count: hidden }) : words.tableColumns}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{words.tableShowColumns}</DropdownMenuLabel>
        {columns.map((column) => (
          <DropdownMenuCheckboxItem
            key={column.id}
            checked={!hiddenColumns.has(column.id)}
            onCheckedChange={(visible) => onColumnVisibleChange(column.id, visible)}
            // Stays open: hiding three columns is three ticks, not three trips to the button.
            onSelect={(event) => event.preventDefault()}
          >
            {columnName(column)}
          </DropdownMenuCheckboxItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<RotateCcw />} disabled={hidden === 0} onSelect={onReset}>
          {words.tableResetColumns}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
