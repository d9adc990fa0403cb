import type { LucideIcon } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { DataTableAlign, DataTableRowActionTone } from './data-table.styles.ts';
import type { DataTableSort, DataTableValue } from './data-table-model.ts';

/** How many lines a long text may take in a cell before it is cut with "…". */
export const dataTableClamps = [1, 2] as const;
export type DataTableClamp = (typeof dataTableClamps)[number];

/**
 * What a column is on a phone's card (below 768 px wide, where a list shows cards, not a table):
 * - `title`: beside the code in the card's heading (a name);
 * - `figure`: the main figure, large at the card's top end (an amount);
 * - `status`: a badge at the card's foot, beside the row's actions;
 * - `detail`: a labelled line in the card's body (a date, a party).
 */
export const dataTableCardRoles = ['title', 'figure', 'status', 'detail'] as const;
export type DataTableCardRole = (typeof dataTableCardRoles)[number];

/** One column of a DataTable. */
export interface DataTableColumn<TRow> {
  /** Unique key of the column; also the `id` of a sort (`{ id: 'name', direction: 'asc' }`). */
  id: string;
  /** The header text ("Capacity"). It also names the sort button. */
  header: ReactNode;
  /**
   * The plain value of the row for this column. In the browser (client mode) it is what search looks
   * through and what sorting compares; it is also shown when there is no `cell`.
   */
  accessor?: (row: TRow) => DataTableValue;
  /** How the cell looks (a formatted figure, a StatusBadge). Defaults to the `accessor` value. */
  cell?: (row: TRow) => ReactNode;
  /** Horizontal alignment of header, cells and footer. Use `end` for numbers and amounts. */
  align?: DataTableAlign;
  /**
   * The header becomes a sort button. In client mode the column needs an `accessor`; in server mode
   * the server sorts by the column's `id`.
   */
  sortable?: boolean;
  /** `false` keeps this column's `accessor` out of client-side search. Defaults to `true`. */
  searchable?: boolean;
  /** Any CSS width for the column ("8rem", "30%"). Other columns share the rest. */
  width?: string;
  /**
   * The cells of this column name their row (`<th scope="row">`), so screen readers announce e.g. the
   * godown's name with every cell of the row. Use it on one column, such as Name.
   */
  rowHeader?: boolean;
  /**
   * Content of this column's cell in the totals row (`<tfoot>`), e.g. "Total" or the sum of Capacity.
   * A function receives the rows that match the search across all pages (client mode) or the current
   * page (server mode, where the server usually sends the totals).
   */
  footer?: ReactNode | ((rows: readonly TRow[]) => ReactNode);
  /**
   * Long text (a name, an address, remarks) takes at most this many lines and ends with "…"; the
   * whole text shows in a tooltip on hover, and on keyboard focus (a cut cell is a tab stop).
   */
  clamp?: DataTableClamp;
  /**
   * Where this column shows on a phone's card. Giving it to any column makes the list show cards
   * below 768 px wide; the first column is always the card's heading, and columns without it are
   * left off the card (the row's detail has them).
   */
  card?: DataTableCardRole;
  /**
   * `false` keeps the column out of the Columns menu: always shown. The first column (the code)
   * and the Actions column can never be hidden.
   */
  hideable?: boolean;
  /** The column's name in the Columns menu and on cards when `header` is not plain text. */
  label?: string;
}

/** A button in a row's Actions cell, e.g. Edit or Delete. */
export interface DataTableRowAction<TRow> {
  /** The verb ("Edit"). The button's accessible name is this plus `rowLabel(row)`: "Edit North Godown". */
  label: string;
  /** A lucide icon for the action (the button shows only the icon). */
  icon: LucideIcon;
  /** Called with the row whose button was pressed. */
  onSelect: (row: TRow) => void;
  /** `destructive` colours the icon like a delete action. */
  tone?: DataTableRowActionTone;
  /**
   * Whether the row offers this action (e.g. Cancel only on a document that is not cancelled yet).
   * Defaults to every row. A row without the action has no button for it, not a disabled one.
   */
  visible?: (row: TRow) => boolean;
}

/** What DataTable shows when there are no rows at all (not when a search finds nothing). */
export interface DataTableEmpty {
  /** A lucide icon for what is missing. */
  icon?: LucideIcon;
  /** "No godowns yet". */
  title: ReactNode;
  /** "Add your first godown to start recording stock." */
  description?: ReactNode;
  /** The way out, usually a Button ("Add Godown"). */
  action?: ReactNode;
}

export interface DataTableCommonProps<TRow> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The columns, in order. */
  columns: readonly DataTableColumn<TRow>[];
  /** Client mode: every row. Server mode: the rows of the current page only. */
  rows: readonly TRow[];
  /** A stable key for each row (its id). Defaults to the row's position. */
  getRowId?: (row: TRow, index: number) => string;
  /** Names the table (`<caption>`) and its scrolling region. Required: a table needs a name. */
  caption: ReactNode;
  /** Hide the caption visually when a heading above already says it; screen readers still read it. */
  captionHidden?: boolean;
  /** What the rows are, in the plural ("godowns"), for "No godowns match “xyz”." Defaults to the words' "results". */
  itemsLabel?: string;
  /** The search box's accessible name ("Search godowns"). Giving it shows the search box. */
  searchLabel?: string;
  /** Placeholder of the search box ("Search godowns..."). */
  searchPlaceholder?: string;
  /**
   * Milliseconds the search waits after the last keystroke. Defaults to 0 in client mode and 300 in
   * server mode (one request per pause, not per key).
   */
  searchDebounceMs?: number;
  /** Buttons at the end of the toolbar, beside the search ("Add Godown", "Export"). */
  toolbarActions?: ReactNode;
  /** Shows skeleton rows, marks the table region `aria-busy` and says "Loading…" to screen readers. */
  loading?: boolean;
  /** How many skeleton rows stand in while loading. Defaults to 5. */
  skeletonRows?: number;
  /** A failure to show in place of the rows (e.g. the request's message). Any value shows the error. */
  error?: ReactNode;
  /**
   * Level of the headings of the empty, no-results and error states. Defaults to 3; use 2 when the
   * table sits right under the page's h1.
   */
  stateHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The error's heading. Defaults to ErrorState's "Something went wrong". */
  errorTitle?: ReactNode;
  /** Called when the user presses Retry on the error. Without it there is no Retry button. */
  onRetry?: () => void;
  /** What to show when there are no rows at all. Defaults to "No {itemsLabel} yet". */
  empty?: DataTableEmpty;
  /** Any CSS height. The table scrolls inside this height and its header (and totals) stay in view. */
  maxHeight?: string;
  /**
   * The table never gets narrower than this (CSS length); on narrow screens its region scrolls
   * sideways instead of squeezing the columns. Defaults to `40rem`.
   */
  minWidth?: string;
  /** Page sizes the user may pick from. Without it there is no page-size picker. */
  pageSizeOptions?: readonly number[];
  /** Names the pagination landmark. Defaults to the words' "{caption} pages" when the caption is text. */
  paginationLabel?: string;
  /**
   * Names this list (e.g. "Purchases") in the signed-in user's saved table preferences and offers
   * the Density and Columns menus; the choices are remembered per user (`TablePreferencesProvider`)
   * and list. Without it the table has neither menu.
   */
  listId?: string;
}

export interface WithoutRowActions {
  rowActions?: undefined;
  rowLabel?: undefined;
}

export interface WithRowActions<TRow> {
  /**
   * Icon buttons in a last "Actions" column, one per action for every row. For anything else (a
   * menu, a link), add a column of your own with a `cell`.
   */
  rowActions: readonly DataTableRowAction<TRow>[];
  /** How a row is named in its action buttons: `(godown) => godown.name` gives "Edit North Godown". */
  rowLabel: (row: TRow) => string;
}

/** Client mode: DataTable searches, sorts and pages `rows` in the browser. For short lists. */
export interface DataTableClientProps<TRow> extends DataTableCommonProps<TRow> {
  manual?: false;
  /** The sort when the table first shows. */
  defaultSort?: DataTableSort | null;
  /** Rows per page when the table first shows. Defaults to 10. */
  defaultPageSize?: number;
  /** `false` shows every row, without pagination. Defaults to `true`. */
  paginate?: boolean;
  // Server-mode props have no meaning here; `never` makes passing one a type error.
  total?: never;
  totalEstimated?: never;
  sort?: never;
  onSortChange?: never;
  search?: never;
  onSearchChange?: never;
  page?: never;
  pageSize?: never;
  onPageChange?: never;
  onPageSizeChange?: never;
}

/**
 * Server mode (`manual`): the caller fetches one page at a time. Sort, search and page are controlled;
 * keep them in the URL and ask the server again when a callback fires.
 */
export interface DataTableServerProps<TRow> extends DataTableCommonProps<TRow> {
  manual: true;
  /** Rows matching the search across all pages (for "Showing 11–20 of 248" and the page count). */
  total: number;
  /** `total` is the server's estimate: the pagination says "about". */
  totalEstimated?: boolean;
  /** The current sort, or `null` for the server's own order. */
  sort: DataTableSort | null;
  /** Called with the next sort (asc → desc → none) when a header is pressed. Usually go to page 1. */
  onSortChange: (sort: DataTableSort | null) => void;
  /** The current search text. */
  search?: string;
  /** Called with the search text once typing pauses (`searchDebounceMs`). Usually go to page 1. */
  onSearchChange?: (search: string) => void;
  /** The current page, 1-based. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** Called with the 1-based page the user asked for. */
  onPageChange: (page: number) => void;
  /** Called with the page size the user picked (needs `pageSizeOptions`). Usually go to page 1. */
  onPageSizeChange?: (pageSize: number) => void;
}

export type DataTableProps<TRow> = (DataTableClientProps<TRow> | DataTableServerProps<TRow>) &
  (WithoutRowActions | WithRowActions<TRow>);
