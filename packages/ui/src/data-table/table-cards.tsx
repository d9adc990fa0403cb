import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { type ReactNode, useId } from 'react';
import { Label } from '../label/index.ts';
import { Select } from '../select/index.ts';
import { Skeleton } from '../skeleton/index.ts';
import { fill, useWords } from '../theme/words.tsx';
import { columnName } from './column-chooser.tsx';
import { type DataTableSort, sortDirections } from './data-table-model.ts';
import type { DataTableCardRole, DataTableColumn, DataTableRowAction } from './data-table-types.ts';
import { RowActions } from './row-actions.tsx';
import { footerOf } from './table-body.tsx';
import {
  CardActions,
  CardCode,
  CardDetails,
  CardFigure,
  CardFoot,
  CardHeading,
  CardList,
  CardSortField,
  CardStatuses,
  CardTop,
  CardTotals,
  RowCard,
  SkeletonCard,
} from './table-cards.styles.ts';
import { renderCell } from './use-data-table-state.ts';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The shown columns by the part of the card they fill; the first column is always the heading. */
export function cardLayout<TRow>(columns: readonly DataTableColumn<TRow>[]) {
  const [code, ...rest] = columns;
  const flagged = rest.some((column) => column.card !== undefined);
  // A list that says nothing about cards shows every other column as a detail.
  const roleOf = (column: DataTableColumn<TRow>): DataTableCardRole | undefined =>
    flagged ? column.card : 'detail';
  const having = (role: DataTableCardRole) => rest.filter((column) => roleOf(column) === role);
  return {
    code,
    titles: having('title'),
    figures: having('figure'),
    statuses: having('status'),
    details: having('detail'),
  };
}

export interface TableCardsProps<TRow> {
  rows: readonly { id: string; original: TRow }[];
  /** The shown columns, in order (hidden ones are left out). */
  columns: readonly DataTableColumn<TRow>[];
  rowActions: readonly DataTableRowAction<TRow>[] | undefined;
  rowLabel: ((row: TRow) => string) | undefined;
  /** Level of each card's heading (the table's `stateHeadingLevel`). */
  headingLevel: HeadingLevel;
}

/**
 * The rows as a list of cards (phones): each an `<article>` named by its heading — the code and
 * any title columns — with the main figure, labelled details, the status and the row's buttons.
 * A list of articles rather than a restyled table: a screen reader announces "list, 10 items" and
 * moves card by card (or heading by heading), and every value is read with its column's name.
 */
export function TableCards<TRow>({
  rows,
  columns,
  rowActions,
  rowLabel,
  headingLevel,
}: TableCardsProps<TRow>) {
  const idPrefix = useId();
  const { code, titles, figures, statuses, details } = cardLayout(columns);
  const Heading = `h${headingLevel}` as const;
  return (
    <CardList>
      {rows.map(({ id, original }, index) => {
        const headingId = `${idPrefix}-${index}`;
        const actions = rowActions?.filter(({ visible }) => visible?.(original) ?? true) ?? [];
        return (
          <li key={id}>
            <RowCard aria-labelledby={headingId}>
              <CardTop>
                <CardHeading as={Heading} id={headingId}>
                  {code ? <CardCode>{renderCell(code, original)}</CardCode> : null}
                  {titles.map((column) => (
                    <span key={column.id}>{renderCell(column, original)}</span>
                  ))}
                </CardHeading>
                {figures.length > 0 ? (
                  <CardFigure>
                    {figures.map((column) => (
                      <div key={column.id}>
                        <dt>{columnName(column)}</dt>
                        <dd>{renderCell(column, original)}</dd>
                      </div>
                    ))}
                  </CardFigure>
                ) : null}
              </CardTop>
              {details.length > 0 ? (
                <CardDetails>
                  {details.map((column) => (
                    <div key={column.id}>
                      <dt>{columnName(column)}</dt>
                      <dd>{renderCell(column, original)}</dd>
                    </div>
                  ))}
                </CardDetails>
              ) : null}
              {statuses.length > 0 || actions.length > 0 ? (
                <CardFoot>
                  {statuses.length > 0 ? (
                    <CardStatuses>
                      {statuses.map((column) => (
                        <div key={column.id}>
                          {/* The badge says the state; its column's name is for screen readers. */}
                          <VisuallyHidden asChild>
                            <dt>{columnName(column)}</dt>
                          </VisuallyHidden>
                          <dd>{renderCell(column, original)}</dd>
                        </div>
                      ))}
                    </CardStatuses>
                  ) : null}
                  {actions.length > 0 ? (
                    <CardActions>
                      <RowActions row={original} actions={actions} rowLabel={rowLabel} />
                    </CardActions>
                  ) : null}
                </CardFoot>
              ) : null}
            </RowCard>
          </li>
        );
      })}
    </CardList>
  );
}

/** Cards standing in while the rows load; the region's "Loading…" speaks for them. */
export function SkeletonCards({ count }: { count: number }) {
  return (
    <CardList aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity but their place.
        <SkeletonCard key={index}>
          <Skeleton width="40%" />
          <Skeleton width="75%" />
          <Skeleton width="55%" />
        </SkeletonCard>
      ))}
    </CardList>
  );
}

export interface CardTotalsBoxProps<TRow> {
  columns: readonly DataTableColumn<TRow>[];
  rows: readonly TRow[];
}

/**
 * The totals row under the cards: the first column's footer ("Total") as its title, every other
 * footer with its column's name.
 */
export function CardTotalsBox<TRow>({ columns, rows }: CardTotalsBoxProps<TRow>) {
  const [first, ...rest] = columns;
  const totals = rest.filter((column) => column.footer !== undefined);
  const title: ReactNode = first ? footerOf(first, rows) : null;
  return (
    <CardTotals>
      {title ? <div>{title}</div> : null}
      {totals.length > 0 ? (
        <CardDetails>
          {totals.map((column) => (
            <div key={column.id}>
              <dt>{columnName(column)}</dt>
              <dd>{footerOf(column, rows)}</dd>
            </div>
          ))}
        </CardDetails>
      ) : null}
    </CardTotals>
  );
}

const NO_SORT = 'none';

export interface CardSortProps<TRow> {
  /** The columns that can sort. */
  columns: readonly DataTableColumn<TRow>[];
  sort: DataTableSort | null;
  onSortChange: (sort: DataTableSort | null) => void;
}

/** Sort by, for cards: each sortable column both ways, or the list's own order. */
export function CardSort<TRow>({ columns, sort, onSortChange }: CardSortProps<TRow>) {
  const words = useWords();
  const id = useId();
  const options = [
    { value: NO_SORT, label: words.tableDefaultOrder },
    ...columns.flatMap((column) =>
      sortDirections.map((direction) => ({
        value: `${direction}:${column.id}`,
        label: fill(direction === 'asc' ? words.tableSortAscending : words.tableSortDescending, {
          column: columnName(column),
        }),
      })),
    ),
  ];
  return (
    <CardSortField>
      <Label htmlFor={id}>{words.tableSortBy}</Label>
      <Select
        id={id}
        options={options}
        value={sort ? `${sort.direction}:${sort.id}` : NO_SORT}
        onValueChange={(value) => {
          const [direction, ...columnId] = value.split(':');
          onSortChange(
            value === NO_SORT || (direction !== 'asc' && direction !== 'desc')
              ? null
              : { id: columnId.join(':'), direction },
          );
        }}
      />
    </CardSortField>
  );
}
