import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect } from 'vitest';

/** A sheet as read back: its name, its frozen rows, and each row's cell values (1-based columns dropped). */
export interface SheetRead {
  name: string;
  frozenRows: number;
  rows: { values: ExcelJS.CellValue[]; bold: boolean; numFmts: (string | undefined)[] }[];
}

/** Reads an .xlsx file back with ExcelJS: every sheet's rows as values, types intact. */
export async function readWorkbook(file: Buffer): Promise<SheetRead[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return workbook.worksheets.map((sheet) => {
    const rows: SheetRead['rows'] = [];
    for (let index = 1; index <= sheet.rowCount; index++) {
      const row = sheet.getRow(index);
      const width = Math.max(row.cellCount, 1);
      const cells = Array.from({ length: width }, (_, column) => row.getCell(column + 1));
      rows.push({
        values: cells.map((cell) => cell.value),
        bold: cells.some((cell) => cell.font?.bold === true),
        numFmts: cells.map((cell) => cell.numFmt || undefined),
      });
    }
    const view = sheet.views?.[0] as { state?: string; ySplit?: number } | undefined;
    return {
      name: sheet.name,
      frozenRows: view?.state === 'frozen' ? (view.ySplit ?? 0) : 0,
      rows,
    };
  });
}

/** One file of a zip archive (an .xlsx file's part, `xl/styles.xml`), read by its central directory. */
function zipEntry(zip: Buffer, name: string): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let count = zip.readUInt16LE(end + 10); count > 0; count--) {
    const nameLength = zip.readUInt16LE(at + 28);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) {
      const method = zip.readUInt16LE(at + 10);
      const size = zip.readUInt32LE(at + 20);
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return method === 0 ? data : inflateRawSync(data);
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`no ${name} in the archive`);
}

/**
 * The number formats a workbook declares, exactly as written: ExcelJS's reader drops a format's
 * backslashes (`\,` comes back as `,`), so `numFmts` of `readWorkbook` cannot tell a literal comma.
 */
export function declaredNumberFormats(file: Buffer): string[] {
  const styles = zipEntry(file, 'xl/styles.xml').toString('utf8');
  const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
  return [...styles.matchAll(/<numFmt [^>]*formatCode="([^"]*)"/g)].map((match) =>
    (match[1] ?? '').replace(
      /&(lt|gt|amp|quot|apos);/g,
      (_, entity: string) => entities[entity] ?? '',
    ),
  );
}

/** A format as ExcelJS's reader gives it back: without the backslashes of literal characters. */
export const asReadBack = (format: string) => format.replace(/\\(.)/g, '$1');

/** The rows of a sheet from its header row (the row whose first cells are `header`) on, to the blank row after. */
export function tableAfter(sheet: SheetRead, header: string[]) {
  const start = sheet.rows.findIndex((row) =>
    header.every((text, index) => row.values[index] === text),
  );
  expect(start, `a header row ${header.join(' | ')} in sheet ${sheet.name}`).toBeGreaterThanOrEqual(
    0,
  );
  const body: ExcelJS.CellValue[][] = [];
  for (const row of sheet.rows.slice(start + 1)) {
    if (row.values.every((value) => value === null || value === undefined)) break;
    body.push(row.values);
  }
  return { headerRow: start + 1, body };
}

/** The text of each page of a PDF, as pdf.js extracts it (a line per text run's end of line). */
export async function pdfPages(file: Buffer): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(file),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    let text = '';
    let lastY: number | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      const y = item.transform[5] as number;
      if (lastY !== null && Math.abs(y - lastY) > 2) text += '\n';
      else if (text && !text.endsWith('\n')) text += ' ';
      text += item.str;
      lastY = y;
    }
    pages.push(text.replace(/[ \t]+/g, ' '));
  }
  await pdf.destroy();
  return pages;
}

/** An export answer: a file of its type, named, not cached. */
export function expectFile(response: LightMyRequestResponse, type: 'pdf' | 'xlsx', name: string) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe(
    type === 'pdf'
      ? 'application/pdf'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="${name}.${type}"; filename*=UTF-8''${encodeURIComponent(`${name}.${type}`)}`,
  );
  expect(response.headers['cache-control']).toBe('no-store');
  return response.rawPayload;
}

/** Paise as the rupees a workbook holds. */
export const rupees = (paise: number) => paise / 100;

/** `yyyy-mm-dd` as the date a workbook gives back (midnight UTC). */
export const excelDay = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
