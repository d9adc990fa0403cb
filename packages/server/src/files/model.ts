import { formatDate, type Language } from '@pfm/shared';
import type { FileWords } from './words.ts';

/**
 * What an exported report or document is made of, before it is a workbook or a PDF: a title, its
 * filters, and sections of tables, label–value pairs and charts. The report's own server code fills
 * it from the same computation its screen reads, and `xlsx.ts` and `pdf.ts` lay the same model out,
 * so an Excel file and a PDF of one report never differ in a figure.
 *
 * Cells hold what the API holds: money as integer paise, quantities as integer thousandths (milli),
 * dates as `yyyy-mm-dd`. Each writer converts once, at the edge: Excel gets numbers with number
 * formats, the PDF gets the app's formatting (Indian grouping, the rupee sign).
 */

/**
 * How a column's cells are read and shown.
 * - `text`: as is.
 * - `integer`: a whole count (birds, weeks, days).
 * - `milli`: thousandths of the column's unit (`milli: 1250500` in kg → 1,250.5 kg).
 * - `decimal`: a number shown with `digits` decimals (FCR 1.702, grams 1,850).
 * - `percent`: a number of percent (5.25 → 5.25 %), shown with `digits` decimals.
 * - `money`: integer paise (12345 → ₹123.45).
 * - `date`: `yyyy-mm-dd`, shown in the Settings' date format.
 */
export type CellKind = 'text' | 'integer' | 'milli' | 'decimal' | 'percent' | 'money' | 'date';

export type Cell = string | number | null;

export interface ExportColumn {
  header: string;
  kind: CellKind;
  /** The unit a number is in, written into the header: "Quantity (kg)". */
  unit?: string | undefined;
  /** Decimals of a `decimal`, `percent` or `milli` column (default 2; 0 for `integer`). */
  digits?: number | undefined;
  /** The column's share of the page's width in a PDF and its width in characters in Excel. */
  width?: number | undefined;
  /**
   * Long words continue on more lines (a rule in words, a particular). Only in tables given as a
   * list: a streamed table's rows are one line each (words end in "…"), so its pages can be
   * counted from `rowCount`.
   */
  wrap?: boolean | undefined;
}

/**
 * A row's look: totals and balances brought forward are bold on a shade; a heading (a group's name)
 * is bold; cancelled rows are grey and struck through.
 */
export type RowStyle = 'normal' | 'total' | 'heading' | 'muted';

export interface ExportRow {
  cells: Cell[];
  style?: RowStyle | undefined;
}

/**
 * A table. `rows` may be an async iterable (a ledger read in chunks), then `rowCount` must say how
 * many rows it yields, so the PDF knows its page count before it writes the first page.
 */
export interface ExportTable {
  kind: 'table';
  /** A caption above the table ("Batches", "Deductions"). */
  title?: string | undefined;
  columns: ExportColumn[];
  /** Rows before the body (a balance brought forward), in the body's look unless styled. */
  leading?: ExportRow[] | undefined;
  rows: ExportRow[] | AsyncIterable<ExportRow>;
  rowCount?: number | undefined;
  /** Rows after the body (totals, the closing balance), bold. */
  trailing?: ExportRow[] | undefined;
  /** What to print instead of an empty body ("No stock movements in this period."). */
  empty?: string | undefined;
}

/** Label–value lines: a document's header fields, a settlement's summary. */
export interface ExportPairs {
  kind: 'pairs';
  title?: string | undefined;
  pairs: {
    label: string;
    value: Cell;
    kind: CellKind;
    unit?: string | undefined;
    /** Decimals of a number, as for a column. */
    digits?: number | undefined;
    strong?: boolean;
  }[];
}

/** A paragraph of words (a rule, a note, a declaration). */
export interface ExportText {
  kind: 'text';
  text: string;
}

/** A line chart: actual values against a target line and its min–max band, per x (a week). */
export interface ExportChart {
  kind: 'chart';
  title: string;
  xLabel: string;
  yLabel: string;
  points: {
    x: number;
    actual: number | null;
    target: number | null;
    min: number | null;
    max: number | null;
  }[];
}

/** Lines for signatures under a document ("Farmer", "Authorised signatory"). PDF only. */
export interface ExportSignatures {
  kind: 'signatures';
  labels: string[];
}

export type ExportBlock = ExportTable | ExportPairs | ExportText | ExportChart | ExportSignatures;

/** A worksheet in Excel; in the PDF the sections follow one another. */
export interface ExportSection {
  /** The sheet's name (at most 31 characters, no `[]:*?/\`). */
  name: string;
  blocks: ExportBlock[];
}

/** A report or a document, ready to be written as a workbook or a PDF. */
export interface ExportDocument {
  /** "Ledger Report", "Sale Bill SL004". */
  title: string;
  /** The file's name without extension: `ledger-F001-2026-04-01-to-2026-11-30`. */
  fileName: string;
  /**
   * The filters the screen shows, as the screen words them: [["Farmer", "F001 · Ramesh Sahoo"]].
   * Dates in them are written `yyyy-mm-dd`; the writers show them in the Settings' date format.
   */
  filters: [string, string][];
  sections: ExportSection[];
}

/** Who asked and when, and the company's header from Settings. */
export interface ExportContext {
  companyName: string;
  address: string;
  phone: string;
  email: string;
  currencySymbol: string;
  dateFormat: 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'YYYY-MM-DD' | 'DD-MMM-YYYY';
  generatedBy: string;
  generatedAt: Date;
  /** The reader's language (their own, the company's, their browser's, else English). */
  language: Language;
  /** The files' words in that language. */
  words: FileWords;
}

export const exportFormats = ['pdf', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** The header of a column with its unit: "Quantity (kg)". */
export const headerOf = (column: ExportColumn) =>
  column.unit ? `${column.header} (${column.unit})` : column.header;

/** The rows of a table, whether a list or a stream. */
export async function* rowsOf(table: ExportTable): AsyncIterable<ExportRow> {
  yield* table.rows;
}

/** A filter's words with its `yyyy-mm-dd` dates in the Settings' format. */
export const filterText = (value: string, dateFormat: ExportContext['dateFormat']) =>
  value.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (iso) => formatDate(iso, dateFormat));

/** `ledger-F001-2026-04-01-to-2026-11-30`: words and codes joined by `-`, nothing a shell minds. */
export const fileNameOf = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((part): part is string => Boolean(part))
    .map((part) => part.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .join('-');
