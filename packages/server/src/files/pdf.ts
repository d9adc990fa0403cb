// Over 400 lines: one pdfkit writer whose title block, tables and page numbers share the page's cursor (the chart is drawn by pdf-chart.ts).
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import { formatDate, formatMoney, formatNumber } from '@pfm/shared';
import {
  type Cell,
  type CellKind,
  type ExportBlock,
  type ExportChart,
  type ExportColumn,
  type ExportContext,
  type ExportDocument,
  type ExportPairs,
  type ExportRow,
  type ExportTable,
  filterText,
  headerOf,
} from './model.ts';
import { drawChart } from './pdf-chart.ts';
import { colours } from './pdf-style.ts';
import { generatedAtText } from './xlsx.ts';

const require = createRequire(import.meta.url);
type Weight = 'body' | 'bold';
type Script = 'latin' | 'devanagari' | 'bengali' | 'oriya';

/**
 * Noto Sans (SIL OFL) from npm packages, one per script: each has the rupee sign ₹, every Latin
 * letter and the Western digits, so a line of Odia with codes and amounts in it is set in one
 * font. fontkit (inside pdfkit) shapes the Indic scripts: conjuncts and pre-base vowel signs.
 */
const fontFile = (family: string, weight: Weight) => {
  const file = family.replaceAll('-', ' ').replace(/(^|\s)\w/g, (c) => c.trim().toUpperCase());
  const style = weight === 'body' ? '400Regular' : '700Bold';
  return require.resolve(
    `@expo-google-fonts/${family}/${style}/${file.replaceAll(' ', '')}_${style}.ttf`,
  );
};
const families: Record<Script, string> = {
  latin: 'noto-sans',
  devanagari: 'noto-sans-devanagari',
  bengali: 'noto-sans-bengali',
  oriya: 'noto-sans-oriya',
};

/** The script a text needs: the first Indic letter's, else Latin. */
export function scriptOf(text: string): Script {
  const found = /[\u0900-\u097F\u0980-\u09FF\u0B00-\u0B7F]/.exec(text);
  if (!found) return 'latin';
  const point = found[0].codePointAt(0) ?? 0;
  return point < 0x980 ? 'devanagari' : point < 0xa00 ? 'bengali' : 'oriya';
}

/** Letters as people see them (a consonant with its vowel sign and virama is one), for cutting. */
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

const margin = 40;
const rowHeight = 15;
const bodySize = 8.5;
/** Tables wider than this many columns are laid out on landscape pages. */
const portraitColumns = 7;

/** A cell as the screen shows it: Indian grouping, the rupee sign, the Settings' date format. */
export function cellText(
  value: Cell,
  kind: CellKind,
  context: ExportContext,
  digits?: number,
  blank = '—',
) {
  if (value === null || value === '') return blank;
  if (typeof value === 'string') {
    return kind === 'date' ? formatDate(value, context.dateFormat) : value;
  }
  switch (kind) {
    case 'money':
      return formatMoney(value, { symbol: context.currencySymbol });
    case 'milli':
      return formatNumber(value / 1000, digits ?? 3);
    case 'percent':
      return `${formatNumber(value, digits ?? 2)}%`;
    case 'integer':
      return formatNumber(value, 0);
    case 'decimal':
      return formatNumber(value, digits ?? 2);
    default:
      return String(value);
  }
}

const isNumeric = (kind: CellKind) => kind !== 'text' && kind !== 'date';

/**
 * Lays a report out on A4 pages with pdfkit and streams it to `out`. The layout runs twice: first
 * without drawing, to count the pages ("Page 1 of 3" is on every page), then for real. The rows
 * of a streamed table are one line each (a long text ends in "…"), so its pages are counted from its
 * `rowCount` without reading it twice, and only the page being drawn is held in memory; the writer
 * waits for `out` to drain between pages.
 */
export async function writePdf(
  document: ExportDocument,
  context: ExportContext,
  out: Writable,
): Promise<void> {
  // Loaded on the first export, not at start-up: most requests, and most test files, never print.
  const { default: PDFDocument } = await import('pdfkit');
  const landscape = document.sections.some((section) =>
    section.blocks.some(
      (block) => block.kind === 'table' && block.columns.length > portraitColumns,
    ),
  );
  const open = (pages: boolean) => {
    const doc = new PDFDocument({
      size: 'A4',
      layout: landscape ? 'landscape' : 'portrait',
      // The footer is drawn inside the bottom margin; pdfkit must not break a page for it.
      margins: { top: margin, bottom: 8, left: margin, right: margin },
      autoFirstPage: !pages,
      info: {
        Title: document.title,
        Author: context.generatedBy,
        Creator: context.companyName,
        Producer: 'Poultry Farm Management',
        CreationDate: context.generatedAt,
      },
    });
    for (const [script, family] of Object.entries(families)) {
      for (const weight of ['body', 'bold'] as const) {
        doc.registerFont(`${weight}-${script}`, fontFile(family, weight));
      }
    }
    return doc;
  };

  // Counting measures text on a document of its own that is never written out.
  const counting = new Layout(open(false), document, context, null, out);
  await counting.run();
  const pdf = open(true);
  pdf.pipe(out);
  const drawing = new Layout(pdf, document, context, counting.page, out);
  await drawing.run();
  const finished = once(out, 'finish');
  pdf.end();
  await finished;
}

/** What `outline` reads of a fontkit glyph: its id, advance and outline in font units. */
interface FontkitGlyph {
  id: number;
  advanceWidth: number;
  path: {
    commands: { command: string; args: number[] }[];
    cbox: { minX: number; minY: number; maxX: number; maxY: number };
  };
}

/** pdfkit's font embedded as a subset, around fontkit's font: what `outline` uses of it. */
interface EmbeddedFont {
  id: string;
  font: {
    unitsPerEm: number;
    glyphForCodePoint(point: number): FontkitGlyph;
    /** fontkit's glyphs by id, each made once with the characters it was first asked for. */
    _glyphs: Record<string, FontkitGlyph>;
  };
  /** Thousandths of the size per font unit. */
  scale: number;
  ascender: number;
  subset: { includeGlyph(id: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
  layout(
    text: string,
    features?: unknown,
  ): {
    glyphs: FontkitGlyph[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  };
}

/** The options pdfkit hands each line it draws: the text's own and the wrapper's. */
type FragmentOptions = PDFKit.Mixins.TextOptions & { lineWidth?: number; textWidth?: number };

/** pdfkit's inner parts `outline` draws with. */
interface PdfInternals {
  _font: EmbeddedFont;
  _fontSize: number;
  _fillColor?: unknown[];
  page: { height: number; fonts: Record<string, unknown>; xobjects: Record<string, unknown> };
  addContent(content: string): void;
  _fragment(text: string, x: number, y: number, options: FragmentOptions): void;
}

/** A glyph's form: its name in a page's resources, its object, and its path, written last. */
interface GlyphForm {
  name: string;
  ref: ReturnType<PDFKit.PDFDocument['ref']>;
  outline: string;
}

/**
 * A glyph's outline, leaving fontkit's glyph cache as it was. A composite glyph (Bengali "র" is
 * "ব" with a dot) reads its parts through the cache, which creates each part missing from it
 * without its characters; the shaper later takes that cached "ব" for its letter, finds no letter
 * and breaks the syllable ("বিবরণ" came out "ব◌ি বরণ"). The parts created here are dropped again.
 */
function outlineOf(font: EmbeddedFont['font'], glyph: FontkitGlyph) {
  const cache = font._glyphs;
  const cached = new Set(Object.keys(cache));
  const path = glyph.path;
  for (const id of Object.keys(cache)) if (!cached.has(id)) delete cache[id];
  return path;
}

/** A number as a content stream writes it: at most three decimals, or `digits`. */
const num = (value: number, digits = 3) => String(Math.round(value * 10 ** digits) / 10 ** digits);

/**
 * A fontkit outline as PDF path operators. TrueType's quadratic curves become the cubic ones PDF
 * draws (control points two thirds of the way to the quadratic one).
 */
function pathOperators(commands: FontkitGlyph['path']['commands']) {
  const round = (value: number) => String(Math.round(value));
  const out: string[] = [];
  let [cx, cy] = [0, 0];
  let [sx, sy] = [0, 0];
  for (const { command, args } of commands) {
    const a = args.map(Number);
    switch (command) {
      case 'moveTo':
        [cx, cy] = [a[0] ?? 0, a[1] ?? 0];
        [sx, sy] = [cx, cy];
        out.push(`${round(cx)} ${round(cy)} m`);
        break;
      case 'lineTo':
        [cx, cy] = [a[0] ?? 0, a[1] ?? 0];
        out.push(`${round(cx)} ${round(cy)} l`);
        break;
      case 'quadraticCurveTo': {
        const [qx = 0, qy = 0, x = 0, y = 0] = a;
        // fontkit splits a TrueType contour at implied points: many curves are nearly straight.
        const length = Math.hypot(x - cx, y - cy);
        const off = length ? Math.abs((x - cx) * (qy - cy) - (y - cy) * (qx - cx)) / length : 0;
        if (off < 0.5) {
          out.push(`${round(x)} ${round(y)} l`);
        } else {
          const curve = [
            cx + (2 / 3) * (qx - cx),
            cy + (2 / 3) * (qy - cy),
            x + (2 / 3) * (qx - x),
            y + (2 / 3) * (qy - y),
            x,
            y,
          ];
          out.push(`${curve.map(round).join(' ')} c`);
        }
        [cx, cy] = [x, y];
        break;
      }
      case 'bezierCurveTo': {
        out.push(`${a.slice(0, 6).map(round).join(' ')} c`);
        [cx, cy] = [a[4] ?? 0, a[5] ?? 0];
        break;
      }
      case 'closePath':
        out.push('h');
        [cx, cy] = [sx, sy];
        break;
    }
  }
  return out.join('\n');
}

class Layout {
  page = 0;
  y = 0;
  private readonly width: number;
  private readonly height: number;
  /** The Latin font's ascender, in thousandths of the size: the line every script sits on. */
  private readonly latinAscender: number;
  /** While an Indic text is being set, pdfkit's lines of it are drawn by `outline`. */
  private outlining = false;
  /** Each glyph's outline form, by font and glyph: made once per file (`glyphForm`), written last. */
  private readonly forms = new Map<string, GlyphForm | null>();

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly document: ExportDocument,
    private readonly context: ExportContext,
    /** The page count when drawing; `null` while counting. */
    private readonly pages: number | null,
    private readonly out: Writable,
  ) {
    const landscape = pdf.options.layout === 'landscape';
    const latin = pdf.font('body-latin') as unknown as { _font: { ascender: number } };
    this.latinAscender = latin._font.ascender;
    // pdfkit draws each line it has wrapped and aligned with `_fragment`.
    const internals = pdf as unknown as PdfInternals;
    const fragment = internals._fragment;
    internals._fragment = (text, x, y, options) =>
      this.outlining
        ? this.outline(text, x, y, options)
        : fragment.call(internals, text, x, y, options);
    this.width = (landscape ? 841.89 : 595.28) - 2 * margin;
    this.height = landscape ? 595.28 : 841.89;
  }

  private get drawing() {
    return this.pages !== null;
  }

  /** Sets the font of `weight` for the script `text` is written in. */
  private font(weight: Weight, text: string, size = bodySize) {
    return this.pdf.font(`${weight}-${scriptOf(text)}`).fontSize(size);
  }

  /**
   * Draws `text` with pdfkit's `text`, which wraps, aligns and cuts it. An Indic text is shaped
   * into glyphs in visual order (a pre-base vowel sign before its consonant), and pdf.js reads a
   * line's text in its glyphs' order, so each line of it is drawn by `outline` instead: the shaped
   * glyphs as outlines, under the words as invisible text in the order they are written
   * (decision 0055).
   */
  private put(text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) {
    // Every script sits on the Latin font's baseline: each Noto font has its own ascender (the
    // Devanagari one is taller), and pdfkit places a line's top, so a "नामे" beside "₹1,200.00"
    // would stand higher than its row. A number `baseline` is the baseline's drop in points.
    const size = (this.pdf as unknown as { _fontSize: number })._fontSize;
    this.outlining = scriptOf(text) !== 'latin';
    try {
      this.pdf.text(text, x, y, { ...options, baseline: -(this.latinAscender * size) / 1000 });
    } finally {
      this.outlining = false;
    }
  }

  /**
   * One line of an Indic text, where pdfkit's `_fragment` would set it as text: the same glyphs at
   * the same places (aligned as pdfkit aligns, struck through as it strikes), drawn as their
   * outlines in the fill colour, then the line's characters one glyph each, in their order, as
   * text that is not painted (render mode 3) and runs as wide as the drawn line. A reader that
   * copies, searches or extracts the line gets its words; what is seen is the shaped line.
   */
  private outline(line: string, x: number, y: number, options: FragmentOptions) {
    const text = line.replace(/\n/g, '');
    if (!text) return;
    const pdf = this.pdf as unknown as PdfInternals;
    const font = pdf._font;
    const size = pdf._fontSize;
    const width = this.pdf.widthOfString(text, options);
    if (options.width) {
      if (options.align === 'right') {
        x += (options.lineWidth ?? 0) - this.pdf.widthOfString(text.replace(/\s+$/, ''), options);
      } else if (options.align === 'center') {
        x += (options.lineWidth ?? 0) / 2 - (options.textWidth ?? width) / 2;
      }
    }
    // `put` always gives a number; pdfkit's default is the line's top.
    const drop =
      typeof options.baseline === 'number' ? -options.baseline : (font.ascender * size) / 1000;
    const baseline = y + drop;
    if (options.strike) {
      this.pdf.save();
      this.pdf.strokeColor(...((pdf._fillColor ?? []) as [PDFKit.Mixins.ColorValue]));
      const lineY = y + this.pdf.currentLineHeight() / 2;
      this.pdf
        .lineWidth(size < 10 ? 0.5 : Math.floor(size / 10))
        .moveTo(x, lineY)
        .lineTo(x + (options.textWidth ?? width), lineY)
        .stroke();
      this.pdf.restore();
    }

    // The shaped glyphs, each a form of its outline drawn scaled to the size at its pen position.
    const { glyphs, positions } = font.layout(text, options.features);
    const scale = size / 1000;
    const em = size / font.font.unitsPerEm;
    const page = pdf.page;
    let pen = x;
    let drawn = '';
    glyphs.forEach((glyph, index) => {
      const position = positions[index];
      if (!position) return;
      const form = this.glyphForm(font, glyph);
      if (form) {
        page.xobjects[form.name] = form.ref;
        const gx = pen + position.xOffset * scale;
        const gy = baseline - position.yOffset * scale;
        drawn += `q ${num(em, 7)} 0 0 ${num(-em, 7)} ${num(gx)} ${num(gy)} cm /${form.name} Do Q\n`;
      }
      pen += position.xAdvance * scale;
    });
    pdf.addContent(drawn);

    // The characters, in order: each its font's own glyph for it, mapped back to it for readers.
    let codes = '';
    let advance = 0;
    for (const character of text) {
      const point = character.codePointAt(0) ?? 0;
      const glyph = font.font.glyphForCodePoint(point);
      if (glyph.id === 0) continue;
      const id = font.subset.includeGlyph(glyph.id);
      font.widths[id] ??= glyph.advanceWidth * font.scale;
      font.unicode[id] ??= [point];
      codes += id.toString(16).padStart(4, '0');
      advance += glyph.advanceWidth * font.scale * scale;
    }
    if (!codes) return;
    page.fonts[font.id] ??= font.ref();
    // As wide as the drawn line, so a selection covers what is seen.
    const stretch = advance > 0 ? (100 * (pen - x)) / advance : 100;
    pdf.addContent(
      `q 1 0 0 -1 0 ${num(page.height)} cm BT 3 Tr /${font.id} ${num(size)} Tf ` +
        `${num(stretch)} Tz 1 0 0 1 ${num(x)} ${num(page.height - baseline)} Tm <${codes}> Tj ET Q`,
    );
  }

  /**
   * The form that draws a glyph's outline in font units, made on its first use in this file and
   * drawn wherever the glyph is again, so a page that repeats a letter holds its outline once.
   * A glyph without an outline (a space) has none.
   */
  private glyphForm(font: EmbeddedFont, glyph: FontkitGlyph) {
    const key = `${font.id}:${glyph.id}`;
    const known = this.forms.get(key);
    if (known !== undefined) return known;
    const path = outlineOf(font.font, glyph);
    let form: GlyphForm | null = null;
    if (path.commands.length > 0) {
      const box = path.cbox;
      const ref = this.pdf.ref({
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [
          Math.floor(box.minX),
          Math.floor(box.minY),
          Math.ceil(box.maxX),
          Math.ceil(box.maxY),
        ],
      });
      form = {
        name: `Gl${this.forms.size + 1}`,
        ref,
        outline: `${pathOperators(path.commands)} f`,
      };
    }
    this.forms.set(key, form);
    return form;
  }

  /**
   * Writes out the glyphs' forms after the last page, as pdfkit writes the fonts: between pages
   * only the page itself is written. A statement's rows are read only while the response takes
   * what is written (`readerOf`); the first page with its forms came to over 16 KB at once, and a
   * response under `inject` (the tests) that once asks to wait never drains. They are few: one per
   * glyph the file draws, a few hundred bytes each.
   */
  private writeForms() {
    for (const form of this.forms.values()) form?.ref.end(form.outline);
  }

  private get bottom() {
    // The footer's line and page number sit below this.
    return this.height - margin - 14;
  }

  async run() {
    await this.newPage();
    this.titleBlock();
    for (const section of this.document.sections) {
      for (const block of section.blocks) await this.block(block);
    }
    if (this.drawing) {
      this.footer();
      this.writeForms();
    }
  }

  private async newPage() {
    if (this.drawing && this.page > 0) this.footer();
    if (this.drawing) {
      forgetWordLayouts(this.pdf);
      this.pdf.addPage();
      // Let the reader catch up: only the pages not yet read are held in memory. And let the
      // server answer other requests between pages of a long file.
      if (this.out.writableNeedDrain) await once(this.out, 'drain');
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.page++;
    this.y = margin;
    if (this.page > 1) {
      this.write(
        'body',
        7.5,
        colours.muted,
        `${this.context.companyName} · ${this.document.title}`,
        margin,
        this.y,
        this.width,
      );
      this.y += 14;
      this.rule(this.y - 3);
    }
  }

  /** Starts a new page when `height` does not fit on this one; says whether it did. */
  private async ensure(height: number) {
    if (this.y + height <= this.bottom) return false;
    await this.newPage();
    return true;
  }

  private footer() {
    const y = this.height - margin - 6;
    this.rule(y - 4);
    this.write(
      'body',
      7.5,
      colours.muted,
      this.context.words('file.generated', {
        at: generatedAtText(this.context),
        name: this.context.generatedBy,
      }),
      margin,
      y,
      this.width * 0.7,
    );
    this.write(
      'body',
      7.5,
      colours.muted,
      this.context.words('file.page', { page: this.page, pages: this.pages ?? 0 }),
      margin,
      y,
      this.width,
      'right',
    );
  }

  private titleBlock() {
    const { context, document } = this;
    this.write('bold', 15, colours.text, context.companyName, margin, this.y, this.width);
    this.y += 21;
    const lines = [
      ...(context.address ? [context.address.replace(/\s*\n\s*/g, ', ')] : []),
      [context.phone, context.email].filter(Boolean).join(' · '),
    ].filter(Boolean);
    for (const line of lines) {
      this.write('body', 8.5, colours.muted, line, margin, this.y, this.width);
      this.y += 12;
    }
    this.y += 6;
    this.write('bold', 12.5, colours.text, document.title, margin, this.y, this.width);
    this.y += 18;
    for (const [label, value] of document.filters) {
      this.write('bold', 8.5, colours.text, `${label}:`, margin, this.y, 110);
      this.write(
        'body',
        8.5,
        colours.text,
        filterText(value, context.dateFormat),
        margin + 110,
        this.y,
        this.width - 110,
      );
      this.y += 12;
    }
    this.y += 8;
  }

  private async block(block: ExportBlock) {
    switch (block.kind) {
      case 'table':
        return this.table(block);
      case 'pairs':
        return this.pairs(block);
      case 'text': {
        this.font('body', block.text);
        const height = this.pdf.heightOfString(block.text, { width: this.width });
        await this.ensure(height);
        if (this.drawing) {
          this.pdf.fillColor(colours.text);
          this.put(block.text, margin, this.y, { width: this.width });
        }
        this.y += height + 10;
        return;
      }
      case 'chart':
        return this.chart(block);
      case 'signatures': {
        await this.ensure(70);
        this.y += 40;
        const slot = this.width / block.labels.length;
        block.labels.forEach((label, index) => {
          const x = margin + index * slot + 10;
          if (this.drawing) {
            this.pdf
              .moveTo(x, this.y)
              .lineTo(x + slot - 30, this.y)
              .lineWidth(0.7)
              .strokeColor(colours.text)
              .stroke();
          }
          this.write('body', 8.5, colours.muted, label, x, this.y + 4, slot - 30);
        });
        this.y += 30;
        return;
      }
    }
  }

  private caption(text: string) {
    this.write('bold', 10, colours.text, text, margin, this.y, this.width);
    this.y += 16;
  }

  private async pairs(block: ExportPairs) {
    if (block.title) {
      await this.ensure(16 + rowHeight);
      this.caption(block.title);
    }
    const labelWidth = Math.min(260, this.width * 0.55);
    const valueWidth = this.width - labelWidth;
    for (const pair of block.pairs) {
      const weight = pair.strong ? 'bold' : 'body';
      const value = cellText(pair.value, pair.kind, this.context, pair.digits);
      const label = pair.unit ? `${pair.label} (${pair.unit})` : pair.label;
      // Words wrap on both sides; a figure stays on its line.
      const labelHeight = this.font(weight, label).heightOfString(label, { width: labelWidth - 8 });
      const valueHeight =
        pair.kind === 'text'
          ? this.font(weight, value).heightOfString(value, { width: valueWidth })
          : 0;
      const height = Math.max(rowHeight, labelHeight + 5, valueHeight ? valueHeight + 5 : 0);
      await this.ensure(height);
      if (this.drawing) {
        this.font(weight, label).fillColor(colours.text);
        this.put(label, margin, this.y + 3, { width: labelWidth - 8 });
        this.font(weight, value);
        this.put(value, margin + labelWidth, this.y + 3, {
          width: valueWidth,
          lineBreak: pair.kind === 'text',
        });
        if (pair.strong) this.rule(this.y);
      }
      this.y += height;
    }
    this.y += 10;
  }

  /** Each column's x and width: shares of the page's width (`width`, default by kind). */
  private columnsOf(columns: ExportColumn[]) {
    const shares = columns.map(
      (column) =>
        column.width ?? (column.kind === 'text' ? 3 : column.kind === 'money' ? 1.6 : 1.2),
    );
    const total = shares.reduce((sum, share) => sum + share, 0);
    let x = margin;
    return shares.map((share) => {
      const width = (share / total) * this.width;
      const at = { x, width };
      x += width;
      return at;
    });
  }

  private async table(table: ExportTable) {
    const columns = this.columnsOf(table.columns);
    const header = async () => {
      if (this.drawing) {
        this.pdf.rect(margin, this.y, this.width, rowHeight + 2).fill(colours.headerFill);
      }
      table.columns.forEach((column, index) => {
        const at = columns[index];
        if (!at) return;
        this.cell(
          'bold',
          headerOf(column),
          at.x,
          at.width,
          isNumeric(column.kind) ? 'right' : 'left',
        );
      });
      this.y += rowHeight + 2;
    };
    // The caption, the header and a first row stay together.
    await this.ensure((table.title ? 16 : 0) + 2 * rowHeight + 2);
    if (table.title) this.caption(table.title);
    await header();

    const streamed = !Array.isArray(table.rows);
    const wraps = streamed
      ? []
      : table.columns.flatMap((column, index) => (column.wrap ? [index] : []));
    const fontOf = (entry: ExportRow) =>
      entry.style === 'total' || entry.style === 'heading' ? 'bold' : 'body';
    /** A row is one line, or as many as its longest wrapping cell needs. */
    const heightOf = (entry: ExportRow) => {
      let height = rowHeight;
      for (const index of wraps) {
        const value = entry.cells[index];
        const at = columns[index];
        if (typeof value !== 'string' || !at) continue;
        this.font(fontOf(entry), value);
        // One line keeps the table's row height; each further line adds a line's height.
        const lines = this.pdf.heightOfString(value, { width: at.width - 6 });
        height = Math.max(height, rowHeight + lines - this.pdf.currentLineHeight(true));
      }
      return height;
    };

    const row = async (entry: ExportRow, height = heightOf(entry)) => {
      if (await this.ensure(height)) await header();
      if (!this.drawing) {
        this.y += height;
        return;
      }
      const font = fontOf(entry);
      if (entry.style === 'total') {
        this.pdf.rect(margin, this.y, this.width, height).fill(colours.totalFill);
      }
      table.columns.forEach((column, index) => {
        const at = columns[index];
        if (!at) return;
        const value = entry.cells[index] ?? null;
        const text = cellText(value, column.kind, this.context, column.digits, '');
        if (wraps.includes(index) && typeof value === 'string') {
          const muted = entry.style === 'muted';
          this.font(font, text).fillColor(muted ? colours.muted : colours.text);
          this.put(text, at.x + 3, this.y + 3, { width: at.width - 6, strike: muted });
          return;
        }
        // A text in a number's column (a table's "no rows" line) is words, left-aligned.
        const numeric = isNumeric(column.kind) && typeof value === 'number';
        this.cell(
          font,
          text,
          at.x,
          at.width,
          numeric ? 'right' : 'left',
          entry.style === 'muted',
          numeric,
        );
      });
      this.rule(this.y + height, 0.3);
      this.y += height;
    };

    for (const entry of table.leading ?? []) await row(entry);
    let count = 0;
    if (this.drawing || !streamed) {
      for await (const entry of table.rows) {
        await row(entry);
        count++;
      }
    } else {
      // A streamed table is read once, when drawing: its rows are counted, one line each.
      count = table.rowCount ?? 0;
      for (let index = 0; index < count; index++) await row({ cells: [] }, rowHeight);
    }
    if (count === 0 && table.empty) {
      await this.ensure(rowHeight);
      this.write(
        'body',
        bodySize,
        colours.muted,
        table.empty,
        margin + 3,
        this.y + 3,
        this.width - 6,
      );
      this.rule(this.y + rowHeight, 0.3);
      this.y += rowHeight;
    }
    for (const entry of table.trailing ?? [])
      await row({ ...entry, style: entry.style ?? 'total' });
    this.y += 12;
  }

  private async chart(chart: ExportChart) {
    if (chart.points.length === 0) return;
    const height = 210;
    await this.ensure(16 + height + 24);
    this.caption(chart.title);
    const top = this.y;
    this.y += height + 24;
    if (!this.drawing) return;
    drawChart(this.pdf, chart, { left: margin, top, width: this.width, height }, (text, x, y) =>
      this.write('body', 7.5, colours.text, text, x, y, 68),
    );
  }

  private cell(
    font: Weight,
    text: string,
    x: number,
    width: number,
    align: 'left' | 'right',
    muted = false,
    numeric = false,
  ) {
    if (!this.drawing) return;
    this.font(font, text);
    // A figure is never cut: it gets smaller type until it fits (words end in "…").
    let size = bodySize;
    while (numeric && size > 5.5 && this.pdf.widthOfString(text) > width - 6) {
      size -= 0.5;
      this.pdf.fontSize(size);
    }
    const fitted = this.fit(text, width - 6);
    this.pdf.fillColor(muted ? colours.muted : colours.text);
    this.put(fitted, x + 3, this.y + 3, {
      width: width - 6,
      align,
      lineBreak: false,
      strike: muted,
    });
  }

  /** The text cut to fit `width` with an ellipsis, between letters, never inside one. */
  private fit(text: string, width: number) {
    if (this.pdf.widthOfString(text) <= width) return text;
    const letters = Array.from(graphemes.segment(text), (part) => part.segment);
    const head = (count: number) => letters.slice(0, count).join('');
    let low = 0;
    let high = letters.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (this.pdf.widthOfString(`${head(middle)}…`) <= width) low = middle;
      else high = middle - 1;
    }
    return `${head(low).trimEnd()}…`;
  }

  private write(
    font: Weight,
    size: number,
    colour: string,
    text: string,
    x: number,
    y: number,
    width: number,
    align: 'left' | 'right' = 'left',
  ) {
    if (!this.drawing) return;
    this.font(font, text, size).fillColor(colour);
    this.put(this.fit(text, width), x, y, { width, align, lineBreak: false });
  }

  private rule(y: number, width = 0.6) {
    if (!this.drawing) return;
    this.pdf
      .moveTo(margin, y)
      .lineTo(margin + this.width, y)
      .lineWidth(width)
      .strokeColor(colours.rule)
      .stroke();
  }
}

/**
 * pdfkit keeps the layout of every distinct word it has set, per font, and never lets go: a
 * ledger's amounts and balances are nearly all distinct, so 100,000 rows held 536 MiB. Emptying the
 * caches at each page keeps what a page repeats and holds memory flat (79 MiB at 100,000 rows, as at
 * 10,000; docs/benchmarks.md). Turning the cache off instead made writing 7 times slower.
 */
function forgetWordLayouts(pdf: PDFKit.PDFDocument) {
  const families = (pdf as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })
    ._fontFamilies;
  for (const font of Object.values(families ?? {})) {
    if (font.layoutCache) font.layoutCache = Object.create(null);
  }
}
