/**
 * Writes a printable document as a PDF with pdfkit: A4 in the document's orientation, 2 cm margins, Noto
 * Sans TC (subset into the file), the title centred large, paragraphs, the fields block and every table as
 * bordered grids whose rows grow with their tallest cell and never split across pages, the table header
 * repeated on each page a table spans, and a footer on every page: the document's footer text left, 第 n 頁
 * right. Pages stream out as they are finished (no page buffering), so each footer is drawn just before the
 * next page is added, whether the writer or pdfkit's own text flow adds it.
 */
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import PDFDocument from 'pdfkit';
import type { ExportAlign, ExportCell, ExportDocument, ExportTableColumn } from '../../../domain/exports/export-document';
import { loadExportFonts } from './load-export-fonts';
import { FIELD_WIDTHS, SIGNATURE_HEADERS, SIGNATURE_WIDTHS } from './fixed-block-columns';

const CM = 72 / 2.54;
const MARGIN = 2 * CM;
const REGULAR = 'NotoSansTC-Regular';
const BOLD = 'NotoSansTC-Bold';
const SIZE = { title: 18, subtitle: 11, heading: 13, text: 11, cell: 10, footer: 8 } as const;
const FILL = { head: '#e3eaf2', label: '#eef2f6', foot: '#f6f1dc' } as const;
const TEXT_COLOR = '#000000';
const MUTED_COLOR = '#444444';
const BORDER_COLOR = '#7b8794';
const PADDING = 4;
const INDENT = 10;
const CELL_LINE_GAP = 1;
const TEXT_LINE_GAP = 3;
const BLOCK_GAP = 10;
/** Rows drawn between pauses that let the finished pages drain into the output. */
const ROWS_PER_PAUSE = 200;

/** One cell as drawn. */
interface PdfCell {
  text: string;
  align: ExportAlign;
  bold: boolean;
  indent: number;
  fill?: string;
}

/** A row measured for the widths it is drawn in. */
interface MeasuredRow {
  cells: PdfCell[];
  /** Height of each cell's text. */
  textHeights: number[];
  /** The width of each cell's text when it fits on one line (drawn without wrapping), else null. */
  lineWidths: (number | null)[];
  height: number;
}

function toPdfCells(cells: readonly (ExportCell | undefined)[], columns: readonly Pick<ExportTableColumn, 'align'>[], fill?: string): PdfCell[] {
  return columns.map((column, i) => {
    const cell = cells[i];
    return { text: cell?.text ?? '', align: cell?.align ?? column.align, bold: cell?.bold ?? false, indent: Math.max(0, cell?.indent ?? 0), ...(fill ? { fill } : {}) };
  });
}

function headerCells(labels: readonly string[]): PdfCell[] {
  return labels.map((text) => ({ text, align: 'center', bold: true, indent: 0, fill: FILL.head }));
}

class PdfLayout {
  private pageNumber = 0;
  /** Whether anything was drawn on the current page (a page break on an empty page adds none). */
  private pageUsed = false;
  private outputError: unknown;

  constructor(
    private readonly pdf: PDFKit.PDFDocument,
    private readonly doc: ExportDocument,
  ) {
    const addPage = pdf.addPage.bind(pdf);
    // Every new page, including those pdfkit adds when a long paragraph flows on, first closes the current
    // one with its footer: without page buffering a finished page cannot be drawn on again.
    pdf.addPage = (options) => {
      if (this.pageNumber > 0) this.drawFooter();
      this.pageNumber += 1;
      this.pageUsed = false;
      return addPage(options);
    };
  }

  /** Records that the output failed, so drawing stops at the next pause. */
  fail(error: unknown): void {
    this.outputError = error ?? new Error('output closed');
  }

  private get left(): number {
    return this.pdf.page.margins.left;
  }

  private get width(): number {
    return this.pdf.page.width - this.pdf.page.margins.left - this.pdf.page.margins.right;
  }

  private get top(): number {
    return this.pdf.page.margins.top;
  }

  private get bottom(): number {
    return this.pdf.page.height - this.pdf.page.margins.bottom;
  }

  private font(bold: boolean, size: number): PDFKit.PDFDocument {
    return this.pdf.font(bold ? BOLD : REGULAR).fontSize(size);
  }

  private async pause(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.outputError !== undefined) throw this.outputError;
  }

  private newPage(): void {
    this.pdf.addPage();
  }

  /** Moves to a new page unless `height` more fits on this one. */
  private ensureSpace(height: number): void {
    if (this.pageUsed && this.pdf.y + height > this.bottom) this.newPage();
  }

  /** Space before a block; none at the top of a page. */
  private gap(points: number): void {
    if (this.pageUsed) this.pdf.y = Math.min(this.pdf.y + points, this.bottom);
  }

  private drawFooter(): void {
    const page = this.pdf.page;
    const y = page.height - page.margins.bottom + 14;
    const savedBottom = page.margins.bottom;
    // Footer text sits in the bottom margin, which pdfkit would otherwise treat as the end of the page.
    page.margins.bottom = 0;
    this.pdf.moveTo(this.left, y - 5).lineTo(this.left + this.width, y - 5).lineWidth(0.5).strokeColor(BORDER_COLOR).stroke();
    const number = `第 ${this.pageNumber} 頁`;
    this.font(false, SIZE.footer).fillColor(MUTED_COLOR);
    const numberWidth = this.pdf.widthOfString(number);
    this.pdf.text(this.doc.footer, this.left, y, { width: this.width - numberWidth - 12, height: SIZE.footer * 1.6, ellipsis: true, lineBreak: false });
    this.pdf.text(number, this.left, y, { width: this.width, align: 'right', lineBreak: false });
    page.margins.bottom = savedBottom;
    this.pdf.fillColor(TEXT_COLOR);
  }

  private innerWidth(width: number, indent: number): number {
    return Math.max(width - 2 * PADDING - indent * INDENT, 8);
  }

  private measure(cells: PdfCell[], widths: readonly number[]): MeasuredRow {
    const lineWidths: (number | null)[] = [];
    const textHeights = cells.map((cell, i) => {
      this.font(cell.bold, SIZE.cell);
      const width = this.innerWidth(widths[i] ?? 0, cell.indent);
      // Most cells are one short line: measuring its width is much cheaper than wrapping the text.
      const lineWidth = /[\r\n]/.test(cell.text) ? null : this.pdf.widthOfString(cell.text);
      const fits = lineWidth !== null && lineWidth <= width;
      lineWidths.push(fits ? lineWidth : null);
      return fits ? this.pdf.currentLineHeight(true) + CELL_LINE_GAP : this.pdf.heightOfString(cell.text, { width, lineGap: CELL_LINE_GAP });
    });
    return { cells, textHeights, lineWidths, height: Math.max(...textHeights, 0) + 2 * PADDING };
  }

  private drawRow(row: MeasuredRow, widths: readonly number[]): void {
    const y = this.pdf.y;
    // A row taller than a whole page is cut short (with an ellipsis) rather than split.
    const height = Math.min(row.height, this.bottom - y);
    let x = this.left;
    row.cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      if (cell.fill) this.pdf.rect(x, y, width, height).fillColor(cell.fill).fill();
      this.pdf.rect(x, y, width, height).lineWidth(0.5).strokeColor(BORDER_COLOR).stroke();
      if (cell.text) {
        const textHeight = Math.min(row.textHeights[i] ?? 0, height - 2 * PADDING);
        this.font(cell.bold, SIZE.cell).fillColor(TEXT_COLOR);
        const left = x + PADDING + cell.indent * INDENT;
        const top = y + (height - textHeight) / 2;
        const inner = this.innerWidth(width, cell.indent);
        const lineWidth = row.lineWidths[i];
        if (lineWidth !== null && lineWidth !== undefined) {
          // One line placed by hand: pdfkit then skips its line wrapper, the costliest part of a big table.
          const offset = cell.align === 'right' ? inner - lineWidth : cell.align === 'center' ? (inner - lineWidth) / 2 : 0;
          this.pdf.text(cell.text, left + offset, top, { lineBreak: false });
        } else {
          this.pdf.text(cell.text, left, top, { width: inner, align: cell.align, lineGap: CELL_LINE_GAP, height: textHeight + 0.5, ellipsis: true });
        }
      }
      x += width;
    });
    this.pdf.x = this.left;
    this.pdf.y = y + height;
    this.pageUsed = true;
  }

  /** Draws a row, first moving to a new page (and drawing the header there) when it does not fit. */
  private placeRow(row: MeasuredRow, widths: readonly number[], header?: MeasuredRow): void {
    if (this.pdf.y + row.height > this.bottom && this.pdf.y > this.top + (header?.height ?? 0) + 0.5) {
      this.newPage();
      if (header) this.drawRow(header, widths);
    }
    this.drawRow(row, widths);
  }

  private widthsOf(relative: readonly number[]): number[] {
    const clean = relative.map((width) => (width > 0 ? width : 1));
    const total = clean.reduce((sum, width) => sum + width, 0);
    return clean.map((width) => (width / total) * this.width);
  }

  title(): void {
    this.newPage();
    this.font(true, SIZE.title).fillColor(TEXT_COLOR).text(this.doc.title, this.left, this.top, { width: this.width, align: 'center' });
    this.pageUsed = true;
    if (this.doc.subtitle) {
      this.gap(2);
      this.font(false, SIZE.subtitle).fillColor(MUTED_COLOR).text(this.doc.subtitle, this.left, this.pdf.y, { width: this.width, align: 'center' });
      this.pdf.fillColor(TEXT_COLOR);
    }
    this.gap(6);
  }

  heading(text: string): void {
    this.gap(BLOCK_GAP);
    this.font(true, SIZE.heading);
    // A heading stays with at least two lines of what follows it.
    this.ensureSpace(this.pdf.heightOfString(text, { width: this.width }) + 3 * SIZE.text);
    this.pdf.fillColor(TEXT_COLOR).text(text, this.left, this.pdf.y, { width: this.width });
    this.pageUsed = true;
  }

  paragraph(text: string, align: ExportAlign): void {
    this.gap(BLOCK_GAP);
    this.font(false, SIZE.text);
    this.ensureSpace(this.pdf.currentLineHeight(true) + TEXT_LINE_GAP);
    this.pdf.fillColor(TEXT_COLOR).text(text, this.left, this.pdf.y, { width: this.width, align, lineGap: TEXT_LINE_GAP });
    this.pageUsed = true;
  }

  fields(rows: readonly { label: string; value: ExportCell }[]): void {
    this.gap(BLOCK_GAP);
    const widths = this.widthsOf(FIELD_WIDTHS);
    for (const field of rows) {
      const label: PdfCell = { text: field.label, align: 'left', bold: true, indent: 0, fill: FILL.label };
      const [value] = toPdfCells([field.value], [{ align: 'left' }]);
      this.placeRow(this.measure([label, value!], widths), widths);
    }
  }

  /** A bordered table: caption, header (repeated on each page), rows, footer row. */
  async table(caption: string, columns: readonly ExportTableColumn[], rows: Iterable<ExportCell[]>, footer?: ExportCell[]): Promise<void> {
    if (columns.length === 0) return;
    this.gap(BLOCK_GAP);
    const widths = this.widthsOf(columns.map((column) => column.width));
    const header = this.measure(headerCells(columns.map((column) => column.label)), widths);
    const iterator = rows[Symbol.iterator]();
    let next = iterator.next();
    const first = next.done ? undefined : this.measure(toPdfCells(next.value, columns), widths);
    this.font(true, SIZE.text);
    const captionHeight = caption ? this.pdf.heightOfString(caption, { width: this.width }) + 3 : 0;
    // The caption, the header and the first row start together.
    this.ensureSpace(captionHeight + header.height + (first?.height ?? 0));
    if (caption) {
      this.font(true, SIZE.text).fillColor(TEXT_COLOR).text(caption, this.left, this.pdf.y, { width: this.width });
      this.gap(3);
    }
    this.drawRow(header, widths);
    let drawn = 0;
    let measured = first;
    while (measured) {
      this.placeRow(measured, widths, header);
      drawn += 1;
      if (drawn % ROWS_PER_PAUSE === 0) await this.pause();
      next = iterator.next();
      measured = next.done ? undefined : this.measure(toPdfCells(next.value, columns), widths);
    }
    if (footer) this.placeRow(this.measure(toPdfCells(footer, columns, FILL.foot), widths), widths, header);
  }

  signatures(rows: readonly { party: string; signer: string; signedAt: string; status: string }[]): void {
    if (rows.length === 0) return;
    this.gap(BLOCK_GAP);
    const widths = this.widthsOf(SIGNATURE_WIDTHS);
    const header = this.measure(headerCells(SIGNATURE_HEADERS), widths);
    const measured = rows.map((row) =>
      this.measure(
        [row.party, row.signer, row.signedAt, row.status].map((text): PdfCell => ({ text, align: 'left', bold: false, indent: 0 })),
        widths,
      ),
    );
    // The sign-off block is short: keep it on one page when it fits on one.
    this.ensureSpace(header.height + measured.reduce((sum, row) => sum + row.height, 0));
    this.drawRow(header, widths);
    for (const row of measured) this.placeRow(row, widths, header);
  }

  pageBreak(): void {
    if (this.pageUsed) this.newPage();
  }

  /** Closes the last page with its footer. */
  finish(): void {
    this.drawFooter();
  }
}

/** Writes the document as a PDF into `out` and ends it. */
export async function writePdf(doc: ExportDocument, out: NodeJS.WritableStream): Promise<void> {
  const fonts = await loadExportFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    layout: doc.orientation,
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    autoFirstPage: false,
    bufferPages: false,
    lang: 'zh-TW',
    displayTitle: true,
    info: { Title: doc.title, Subject: doc.subject, Creator: '公共工程標案管理平台' },
  });
  const stream = pdf as unknown as Readable;
  const layout = new PdfLayout(pdf, doc);
  const piped = pipeline(stream, out);
  piped.catch((error: unknown) => layout.fail(error));
  try {
    pdf.registerFont(REGULAR, fonts.regular);
    pdf.registerFont(BOLD, fonts.bold);
    layout.title();
    for (const block of doc.blocks) {
      switch (block.type) {
        case 'heading':
          layout.heading(block.text);
          break;
        case 'paragraph':
          layout.paragraph(block.text, block.align);
          break;
        case 'fields':
          layout.fields(block.rows);
          break;
        case 'table':
          await layout.table(block.caption, block.columns, block.rows, block.footer);
          break;
        case 'signatures':
          layout.signatures(block.rows);
          break;
        case 'pageBreak':
          layout.pageBreak();
          break;
      }
    }
    layout.finish();
    pdf.end();
  } catch (error) {
    stream.destroy(error as Error);
    await piped.catch(() => undefined);
    throw error;
  }
  await piped;
}
