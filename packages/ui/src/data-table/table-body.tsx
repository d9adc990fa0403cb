import { flexRender, type Row } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Skeleton } from '../skeleton/index.ts';
import { ClampedText } from './clamped-text.tsx';
import {
  BodyCell,
  BodyRow,
  type DataTableAlign,
  FooterCell,
  RowHeaderCell,
  SkeletonSlot,
  StateCell,
  StateContent,
} from './data-table.styles.ts';
import type { DataTableColumn, DataTableRowAction } from './data-table-types.ts';
import { RowActions } from './row-actions.tsx';

const SKELETON_WIDTHS = ['70%', '85%', '60%', '75%'] as const;

/** A message (error, empty, no match) across every column, kept in view while the table scrolls. */
export function StateBody({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <tbody>
      <tr>
        <StateCell colSpan={columnCount}>
          <StateContent>{children}</StateContent>
        </StateCell>
      </tr>
    </tbody>
  );
}

export interface SkeletonBodyProps<TRow> {
  rowCount: number;
  /** The shown columns; the Actions column, if any, comes after them. */
  columns: readonly DataTableColumn<TRow>[];
  hasActions: boolean;
}

/** Placeholder rows shaped like the columns (figures' bars at the end). */
export function SkeletonBody<TRow>({ rowCount, columns, hasActions }: SkeletonBodyProps<TRow>) {
  const aligns: DataTableAlign[] = [
    ...columns.map((column) => column.align ?? 'start'),
    ...(hasActions ? (['end'] as const) : []),
  ];
  return (
    <tbody>
      {Array.from({ length: rowCount }, (_, rowIndex) => (
        // Placeholder rows say nothing; the region's "Loading…" speaks for them.
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity but their place.
        <BodyRow key={rowIndex} aria-hidden="true" data-state="skeleton">
          {aligns.map((align, columnIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: as above, per cell.
            <BodyCell key={columnIndex} $align={align}>
              <SkeletonSlot $align={align}>
                <Skeleton
                  width={SKELETON_WIDTHS[(rowIndex + columnIndex) % SKELETON_WIDTHS.length]}
                />
              </SkeletonSlot>
            </BodyCell>
          ))}
        </BodyRow>
      ))}
    </tbody>
  );
}

export interface RowsBodyProps<TRow> {
  rows: readonly Row<TRow>[];
  columnsById: ReadonlyMap<string, DataTableColumn<TRow>>;
  stickyColumnId: string | undefined;
  rowActions: readonly DataTableRowAction<TRow>[] | undefined;
  rowLabel: ((row: TRow) => string) | undefined;
}

/** The rows of the page: cells as the columns render them, long text clamped, actions at the end. */
export function RowsBody<TRow>({
  rows,
  columnsById,
  stickyColumnId,
  rowActions,
  rowLabel,
}: RowsBodyProps<TRow>) {
  return (
    <tbody>
      {rows.map((row) => (
        <BodyRow key={row.id} data-state="row">
          {row.getVisibleCells().map((cell) => {
            const column = columnsById.get(cell.column.id);
            if (!column) {
              return (
                <BodyCell key={cell.id} $align="end" data-sticky="end">
                  <RowActions row={row.original} actions={rowActions ?? []} rowLabel={rowLabel} />
                </BodyCell>
              );
            }
            const content = flexRender(cell.column.columnDef.cell, cell.getContext());
            const Cell = column.rowHeader ? RowHeaderCell : BodyCell;
            return (
              <Cell
                key={cell.id}
                $align={column.align ?? 'start'}
                scope={column.rowHeader ? 'row' : undefined}
                data-sticky={column.id === stickyColumnId ? 'start' : undefined}
              >
                {column.clamp ? <ClampedText lines={column.clamp}>{content}</ClampedText> : content}
              </Cell>
            );
          })}
        </BodyRow>
      ))}
    </tbody>
  );
}

export interface TotalsFootProps<TRow> {
  columns: readonly DataTableColumn<TRow>[];
  rows: readonly TRow[];
  stickyColumnId: string | undefined;
  hasActions: boolean;
}

/** The totals row (`<tfoot>`), kept at the bottom of a table that scrolls vertically. */
export function TotalsFoot<TRow>({
  columns,
  rows,
  stickyColumnId,
  hasActions,
}: TotalsFootProps<TRow>) {
  return (
    <tfoot>
      <tr>
        {columns.map((column) => (
          <FooterCell
            key={column.id}
            $align={column.align ?? 'start'}
            data-sticky={column.id === stickyColumnId ? 'start' : undefined}
          >
            {footerOf(column, rows)}
          </FooterCell>
        ))}
        {hasActions ? <FooterCell $align="end" data-sticky="end" /> : null}
      </tr>
    </tfoot>
  );
}

/** A column's totals content: the given node, or what its function makes of the rows. */
export const footerOf = <TRow,>(column: DataTableColumn<TRow>, rows: readonly TRow[]): ReactNode =>
  typeof column.footer === 'function' ? column.footer(rows) : column.footer;
