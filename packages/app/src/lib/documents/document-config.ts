import type {
  DateFormat,
  DocumentStatus,
  DocumentTrail,
  ItemCategory,
  ItemUnit,
  Postings,
} from '@pfm/shared';
import type { BadgeStatus, DataTableColumn, DialogSize, KeyValueItem } from '@pfm/ui';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/** How amounts and dates show (from Settings). */
export interface DisplaySettings {
  currencySymbol: string;
  dateFormat: DateFormat;
}

export const defaultDisplay: DisplaySettings = { currencySymbol: '₹', dateFormat: 'DD/MM/YYYY' };

/** What every document row has: its code, its date and whether it was cancelled. */
export interface DocumentRow {
  code: string;
  date: string;
  status: DocumentStatus;
}

/** A document as its detail answers: the row, who made (and cancelled) it, and its postings. */
export type DocumentDetailOf<Row extends DocumentRow> = Row &
  DocumentTrail & { postings: Postings };

/** The masters a document's filters and form choose from. */
export const optionSources = [
  'suppliers',
  'items',
  'godowns',
  'farms',
  'farmers',
  'traders',
  'bankAccounts',
  'batches',
] as const;
export type OptionSource = (typeof optionSources)[number];

/** A master as a choice: its code, its name, and what a form needs to know of it. */
export interface PickOption {
  value: string;
  label: string;
  /** A second line in a searchable list (a farm's farmer, an item's category). */
  description?: string;
  /**
   * Inactive masters stay filterable but are not offered for new documents (nor are batches that
   * are no longer open).
   */
  active: boolean;
  /** Items: the unit quantities are typed in. */
  unit?: ItemUnit;
  category?: ItemCategory;
}

/** The choices of each master the screen needs; a missing list is still loading. */
export type DocumentOptions = Partial<Record<OptionSource, readonly PickOption[]>>;

/**
 * A filter of a document list: by one master (supplier, item, godown, farm — `source`), or by one
 * of a few fixed values (a voucher's paid or pending — `choices`).
 */
export type DocumentFilter = {
  /** The server's query name, also the URL's ("supplier"). */
  name: string;
  /** The filter's label ("Supplier"). */
  label: string;
  /** The choice that clears it ("All suppliers"). */
  allLabel: string;
} & (
  | { source: OptionSource; choices?: never }
  | { choices: readonly { value: string; label: string }[]; source?: never }
);

/** The props a record dialog's fields receive. */
export interface RecordFieldsProps<Values extends FieldValues, Input> {
  form: UseFormReturn<Values, unknown, Input>;
  options: DocumentOptions;
  display: DisplaySettings;
}

/** An action some rows offer besides View and Cancel (Receive for a pending transfer). */
export interface DocumentAction<Row> {
  /** The verb ("Receive"); its buttons are named "Receive ST002". */
  label: string;
  icon: LucideIcon;
  /** Whether `row` offers it. */
  available: (row: Row) => boolean;
  /** Its dialog for `row`; `onClose` after it is done or dismissed. */
  render: (props: { row: Row; onClose: () => void }) => ReactNode;
}

/** Everything that differs between two kinds of document's list screens. */
export interface DocumentConfig<Row extends DocumentRow, Values extends FieldValues, Input> {
  /** Heading of the screen or section ("Purchase"). */
  title: string;
  subtitle?: string;
  /** The document in words, capitalised ("Purchase"), for buttons, sheets and toasts. */
  noun: string;
  /** Plural in lower case ("purchases"), for "No purchases yet". */
  itemsLabel: string;
  /** The table's caption ("Purchases"). */
  caption: string;
  /** Placeholder of the search box ("Code, supplier, item or invoice"). */
  searchPlaceholder: string;
  /** Under "No purchases yet". */
  emptyDescription: string;
  /** Sort ids the server accepts. */
  sortIds: readonly string[];
  /** Filters by master, in order (the date range and status come with every document list). */
  filters: readonly DocumentFilter[];
  /** The status filter's choices: the server's `posted` and `cancelled`, in this kind's words. */
  statusLabels: Record<DocumentStatus, string>;
  /** The badge a row shows (a transfer's pending or completed; Cancelled for every kind). */
  badgeOf: (row: Row) => BadgeStatus;
  /** A document in a sentence, for toasts and the sheet ("P004: 500 kg of Broiler Starter Feed…"). */
  describe: (row: Row, display: DisplaySettings) => string;
  columns: (display: DisplaySettings) => DataTableColumn<Row>[];
  /** Minimum width of the table before it scrolls sideways. */
  minWidth?: string;
  /** The detail sheet's facts about the document, in order. */
  summary: (row: Row, display: DisplaySettings) => KeyValueItem[];
  /**
   * The kind posts no stock and no money (a growth update): the sheet says this sentence instead
   * of listing postings, and a cancellation reverses nothing.
   */
  postsNothing?: string;
  /** Where to read more about the document's subject (a growth update → its batch's report). */
  related?: (row: Row) => { to: string; label: string };
  /**
   * The kind's API collection when its documents print (`GET <printPath>/:code/pdf`, a purchase,
   * an issue slip, a sale bill, a voucher, a receipt): the sheet offers Download PDF.
   */
  printPath?: string;
  /** The record dialog; a kind recorded elsewhere (issues, by the wizard) has none. */
  record?: {
    /** The button and the dialog's title ("Record Purchase"). */
    label: string;
    description: string;
    submit: string;
    /** Form values (text as typed) to the shared input rule. */
    schema: z.ZodType<Input, Values>;
    /** A new form (dated today). */
    empty: () => Values;
    Fields: ComponentType<RecordFieldsProps<Values, Input>>;
    size?: DialogSize;
    /** The masters the form chooses from. */
    sources: readonly OptionSource[];
  };
}
