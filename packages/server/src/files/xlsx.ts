// Over 400 lines: one workbook writer: title block, column widths, Indian money formats and the rows, sharing the sheet's layout.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { formatDate } from '@pfm/shared';
import type ExcelJS from 'exceljs';
import {
  type Cell,
  type CellKind,
  type ExportBlock,
  type ExportColumn,
  type ExportContext,
  type ExportDocument,
  type ExportRow,
  type ExportTable,
  filterText,
  headerOf,
} from './model.ts';

/** Excel's number format of a date in each of the Settings' date formats. */
const dateFormats: Record<ExportContext['dateFormat'], string> = {
  'DD/MM/YYYY': 'dd/mm/yyyy',
  'MM/DD/YYYY': 'mm/dd/yyyy',
  'YYYY-MM-DD': 'yyyy-mm-dd',
  'DD-MMM-YYYY': 'dd-mmm-yyyy',
};

/**
 * Money: the rupee of the English (India) locale (`[$₹-4009]`, what Excel writes when one picks
 * "₹ English (India)"), two decimals, grouped the Indian way (₹12,34,567.89) in every reader's
 * locale, as the app shows money. A number format groups only by thousands, so the lakh and crore
 * commas are literal (`\,`), in a format of their own for each tier (a literal comma shows even with
 * no digit before it). Below a lakh the comma is the locale's thousands separator; from 100 crore on
 * the crores are not grouped (₹1234,56,78,901.00).
 *
 * An amount of zero or more gets `positive`, whose two conditions choose the tier, so an amount
 * typed over it in Excel is still grouped right. An amount below zero gets the tier of its own size,
 * with no condition (`negative`): Excel and LibreOffice disagree on where a conditional section puts
 * the minus (LibreOffice 7.4 writes it in the first section only: -₹2,50,000.00 came out as
 * ₹2,50,000.00), but every reader writes it before a number whose format has one section.
 */
export function moneyFormats(symbol: string) {
  const sign = symbol === '₹' ? '[$₹-4009]' : `"${symbol.replace(/"/g, '')}"`;
  const crores = `${sign}##\\,##\\,##\\,##0.00`;
  const lakhs = `${sign}##\\,##\\,##0.00`;
  const thousands = `${sign}#,##0.00`;
  return {
    positive: `[>=10000000]${crores};[>=100000]${lakhs};${thousands}`,
    negative: (rupees: number) =>
      rupees <= -10_000_000 ? crores : rupees <= -100_000 ? lakhs : thousands,
  };
}

type MoneyFormats = ReturnType<typeof moneyFormats>;

/** A number format for every cell of a column, or (money) one for cells below zero and one for the rest. */
type ColumnFormat = string | MoneyFormats | undefined;

/** The format of one cell holding `value` (as Excel holds it). */
const formatOf = (format: ColumnFormat, value: ExcelJS.CellValue) =>
  typeof format === 'object'
    ? typeof value === 'number' && value < 0
      ? format.negative(value)
      : format.positive
    : format;

const decimals = (digits: number) => (digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0');

const digitsOf = (kind: CellKind, digits: number | undefined) =>
  digits ?? (kind === 'integer' ? 0 : kind === 'milli' ? 3 : 2);

function numberFormat(
  kind: CellKind,
  digits: number | undefined,
  context: ExportContext,
): ColumnFormat {
  switch (kind) {
    case 'money':
      return moneyFormats(context.currencySymbol);
    case 'date':
      return dateFormats[context.dateFormat];
    case 'percent':
      return `${decimals(digitsOf(kind, digits))}"%"`;
    case 'integer':
    case 'decimal':
    case 'milli':
      return decimals(digitsOf(kind, digits));
    default:
      return undefined;
  }
}

/** `yyyy-mm-dd` as the Excel date of that day (midnight UTC, which Excel reads as the day). */
const excelDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
};

/** A cell's value as Excel holds it: numbers as numbers, dates as dates. */
export function excelValue(value: Cell, kind: CellKind): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if (typeof value === 'string') {
    return kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? excelDate(value) : value;
  }
  if (kind === 'money') return value / 100;
  if (kind === 'milli') return value / 1000;
  return value;
}

/** A sheet name Excel accepts: at most 31 characters, none of `[]:*?/\`, unique in the workbook. */
function sheetName(name: string, taken: Set<string>) {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) {
    candidate = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

const textLength = (value: Cell, kind: CellKind, context: ExportContext) => {
  if (value === null) return 0;
  if (kind === 'date' && typeof value === 'string')
    return formatDate(value, context.dateFormat).length;
  if (typeof value === 'number') {
    const shown = kind === 'money' ? value / 100 : kind === 'milli' ? value / 1000 : value;
    // Digits, grouping commas, decimals and the currency sign.
    return Math.ceil(String(Math.trunc(Math.abs(shown))).length * 1.34) + 4;
  }
  return value.length;
};

/** Column widths that fit: the header, and the rows when they are at hand (not when streamed). */
function widthsOf(table: ExportTable, context: ExportContext) {
  const rows = Array.isArray(table.rows) ? table.rows : [];
  const all = [...(table.leading ?? []), ...rows, ...(table.trailing ?? [])];
  return table.columns.map((column, index) => {
    const fallback = column.kind === 'text' ? 24 : column.kind === 'money' ? 16 : 12;
    const longest = Math.max(
      headerOf(column).length,
      Array.isArray(table.rows) ? 0 : fallback,
      ...all.map((row) => textLength(row.cells[index] ?? null, column.kind, context)),
    );
    return Math.min(60, Math.max(8, column.width ?? 0, longest + 2));
  });
}

/** At most this many rows stay frozen above a sheet's table. */
const maxFrozenRows = 15;

const bold = { bold: true } as const;
const headerFill: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFE8EEF5' },
};
const thinBottom: Partial<ExcelJS.Borders> = {
  bottom: { style: 'thin', color: { argb: 'FF8A99AD' } },
};

/**
 * Writes a report as an .xlsx workbook to `out`, row by row (ExcelJS's streaming writer), so a
 * ledger of any length is held in memory a row at a time. Each section is a sheet: the company's
 * title block (name, address, the report, its filters, generated at and by whom), then its tables
 * with a frozen header row, numbers as numbers in their formats, and bold totals.
 */
export async function writeXlsx(
  document: ExportDocument,
  context: ExportContext,
  out: Writable,
): Promise<void> {
  // Loaded on the first export, not at start-up (about half a second of the server's start).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = context.generatedBy;
  workbook.created = context.generatedAt;
  workbook.title = document.title;
  workbook.company = context.companyName;
  const taken = new Set<string>();

  for (const section of document.sections) {
    const firstTable = section.blocks.find((block): block is ExportTable => block.kind === 'table');
    const titleRows = titleBlock(document, context);
    // The first table's header row (after the title block and a blank row) stays in view.
    const headerRow = firstTable
      ? titleRows.length + 2 + leadingRowsBefore(section.blocks, firstTable)
      : 0;
    // A header far down the sheet is not frozen: the frozen rows would fill a laptop's screen.
    const sheet = workbook.addWorksheet(sheetName(section.name, taken), {
      views:
        headerRow > 0 && headerRow <= maxFrozenRows
          ? [{ state: 'frozen', ySplit: headerRow, xSplit: 0 }]
          : [],
      pageSetup: {
        paperSize: 9,
        orientation: 'landscape',
        fitToPage: true,
        fitToWidth: 1,
        fitToHeight: 0,
      },
    });
    const widths = widestColumns(section.blocks, context);
    sheet.columns = widths.map((width) => ({ width }));

    titleRows.forEach((text, index) => {
      const row = sheet.addRow([text]);
      if (index === 0) row.font = { bold: true, size: 14 };
      else if (text === document.title) row.font = { bold: true, size: 12 };
      row.commit();
    });
    sheet.addRow([]).commit();

    for (const block of section.blocks) await writeBlock(sheet, block, context, out);
    sheet.commit();
  }
  await workbook.commit();
}

/** The rows between the title block and the first table's header (blocks before it, captions). */
function leadingRowsBefore(blocks: ExportBlock[], table: ExportTable) {
  let rows = 0;
  for (const block of blocks) {
    if (block === table) return rows + (table.title ? 1 : 0);
    rows += blockRows(block);
  }
  return rows;
}

/** How many rows a block other than a table takes (tables come first where they freeze). */
function blockRows(block: ExportBlock): number {
  switch (block.kind) {
    case 'pairs':
      return (block.title ? 1 : 0) + block.pairs.length + 1;
    case 'text':
      return 2;
    case 'chart':
      return (block.points.length > 0 ? block.points.length + 2 : 0) + 1;
    case 'signatures':
      return 0;
    case 'table':
      return (
        (block.title ? 1 : 0) +
        1 +
        (block.leading?.length ?? 0) +
        (block.rowCount ?? (Array.isArray(block.rows) ? block.rows.length : 0)) +
        (block.trailing?.length ?? 0) +
        1
      );
  }
}

/** Each column's width over all of a sheet's tables (they share the sheet's columns). */
function widestColumns(blocks: ExportBlock[], context: ExportContext) {
  const widths: number[] = [];
  const widen = (index: number, width: number) => {
    widths[index] = Math.max(widths[index] ?? 8, width);
  };
  for (const block of blocks) {
    if (block.kind === 'table')
      widthsOf(block, context).forEach((w, i) => {
        widen(i, w);
      });
    if (block.kind === 'pairs') {
      widen(0, Math.min(40, Math.max(...block.pairs.map((pair) => pair.label.length)) + 2));
      widen(1, 18);
    }
    if (block.kind === 'chart')
      [8, 14, 14, 14, 14].forEach((w, i) => {
        widen(i, w);
      });
  }
  return widths.length > 0 ? widths : [24];
}

/** The title block's lines: company, address, report, filters, generated at and by. */
export function titleBlock(document: ExportDocument, context: ExportContext): string[] {
  const contact = [context.phone, context.email].filter(Boolean).join(' · ');
  return [
    context.companyName,
    ...(context.address ? [context.address.replace(/\s*\n\s*/g, ', ')] : []),
    ...(contact ? [contact] : []),
    document.title,
    ...document.filters.map(
      ([label, value]) => `${label}: ${filterText(value, context.dateFormat)}`,
    ),
    context.words('file.generated', { at: generatedAtText(context), name: context.generatedBy }),
  ];
}

/** "25/11/2026 09:30" in the Settings' date format and India's time. */
export function generatedAtText(context: ExportContext) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(context.generatedAt);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const iso = `${part('year')}-${part('month')}-${part('day')}`;
  return `${formatDate(iso, context.dateFormat)} ${part('hour')}:${part('minute')} IST`;
}

async function writeBlock(
  sheet: ExcelJS.Worksheet,
  block: ExportBlock,
  context: ExportContext,
  out: Writable,
) {
  switch (block.kind) {
    case 'table':
      return writeTable(sheet, block, context, out);
    case 'pairs': {
      if (block.title) {
        const caption = sheet.addRow([block.title]);
        caption.font = bold;
        caption.commit();
      }
      for (const pair of block.pairs) {
        const value = excelValue(pair.value, pair.kind);
        const row = sheet.addRow([pair.unit ? `${pair.label} (${pair.unit})` : pair.label, value]);
        const format = formatOf(numberFormat(pair.kind, pair.digits, context), value);
        if (format) row.getCell(2).numFmt = format;
        if (pair.strong) row.font = bold;
        row.commit();
      }
      sheet.addRow([]).commit();
      return;
    }
    case 'text':
      sheet.addRow([block.text]).commit();
      sheet.addRow([]).commit();
      return;
    case 'chart': {
      // A workbook gets the chart's figures; the drawing is the PDF's.
      if (block.points.length === 0) return;
      const caption = sheet.addRow([block.title]);
      caption.font = bold;
      caption.commit();
      const header = sheet.addRow([block.xLabel, 'Actual', 'Standard', 'Minimum', 'Maximum']);
      header.font = bold;
      header.commit();
      for (const point of block.points) {
        sheet.addRow([point.x, point.actual, point.target, point.min, point.max]).commit();
      }
      sheet.addRow([]).commit();
      return;
    }
    case 'signatures':
      return;
  }
}

async function writeTable(
  sheet: ExcelJS.Worksheet,
  table: ExportTable,
  context: ExportContext,
  out: Writable,
) {
  if (table.title) {
    const caption = sheet.addRow([table.title]);
    caption.font = bold;
    caption.commit();
  }
  const header = sheet.addRow(table.columns.map(headerOf));
  header.font = bold;
  header.eachCell((cell) => {
    cell.fill = headerFill;
    cell.border = thinBottom;
    cell.alignment = { vertical: 'middle', wrapText: false };
  });
  header.commit();
  const formats = table.columns.map((column) => numberFormat(column.kind, column.digits, context));
  const wraps = table.columns.some((column) => column.wrap);
  const add = (entry: ExportRow) => {
    const values = entry.cells.map((value, i) => excelValue(value, kindAt(table.columns, i)));
    const row = sheet.addRow(values);
    formats.forEach((columnFormat, index) => {
      const format = formatOf(columnFormat, values[index] ?? null);
      if (format) row.getCell(index + 1).numFmt = format;
    });
    // A row with words that wrap reads from its top, figures beside the first line.
    if (wraps) {
      table.columns.forEach((column, index) => {
        row.getCell(index + 1).alignment = { vertical: 'top', wrapText: column.wrap === true };
      });
    }
    if (entry.style === 'total' || entry.style === 'heading') row.font = bold;
    if (entry.style === 'muted') row.font = { italic: true, color: { argb: 'FF6B7280' } };
    row.commit();
  };
  let count = 0;
  for (const entry of table.leading ?? []) add(entry);
  for await (const entry of table.rows) {
    add(entry);
    count++;
    // Every so many rows: wait for the reader if it is behind, and let other requests in.
    if (count % 500 === 0) {
      await zipCaughtUp(sheet);
      if (out.writableNeedDrain) await once(out, 'drain');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (count === 0 && table.empty) sheet.addRow([table.empty]).commit();
  for (const entry of table.trailing ?? []) add({ ...entry, style: entry.style ?? 'total' });
  sheet.addRow([]).commit();
}

/**
 * ExcelJS hands a sheet's XML to the zip's input without waiting for it, so when rows come faster
 * than they are compressed that buffer grows (81 MiB at 300,000 rows); waiting for it to drain kept
 * it at 9 MiB (docs/benchmarks.md). The zip's input is the sheet stream's first pipe.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet) {
  type ZipInput = Writable & { _writableState?: { needDrain?: boolean } };
  const zipInput = (sheet as unknown as { stream?: { pipes?: ZipInput[] } }).stream?.pipes?.[0];
  // archiver's streams are readable-stream 3, which has no `writableNeedDrain`.
  while (zipInput?._writableState?.needDrain) await once(zipInput, 'drain');
}

const kindAt = (columns: ExportColumn[], index: number): CellKind => columns[index]?.kind ?? 'text';
