/**
 * Lays a printable document out as the rows of one spreadsheet, the shared plan of the xlsx and ods writers:
 * title, subtitle, then each block in order (fields as label | value rows, a table as caption, header, rows
 * and footer, the sign-off as a small table, paragraphs as one merged row each), with a blank row between
 * blocks. Rows are produced lazily, so a 20,000-item table streams through.
 */
import type { ExportAlign, ExportCell, ExportDocument, ExportDocumentBlock } from '../../../domain/exports/export-document';
import { FIELD_WIDTHS, SIGNATURE_HEADERS, SIGNATURE_WIDTHS } from './fixed-block-columns';

/** What a cell is, which decides its look (font, fill, border). */
export type SheetCellRole = 'title' | 'subtitle' | 'heading' | 'paragraph' | 'caption' | 'header' | 'label' | 'body' | 'footer';

/** One cell of the sheet; it covers `span` columns from where the previous cell ended. */
export interface SheetCell {
  text: string;
  /** A plain decimal when the cell is a figure (validated: optional minus, digits, optional fraction). */
  number?: string;
  role: SheetCellRole;
  align: ExportAlign;
  bold: boolean;
  indent: number;
  span: number;
}

/** One row of the sheet. */
export interface SheetRow {
  cells: SheetCell[];
  /** The header row of the first table: printed again at the top of every page. */
  repeat?: boolean;
  /** A page break in the document: the row starts a new printed page. */
  breakBefore?: boolean;
}

/** The sheet: its name, how many columns, their relative widths (summing to 1), and the rows. */
export interface SheetPlan {
  sheetName: string;
  columnCount: number;
  widths: number[];
  rows: Iterable<SheetRow>;
}

/** How a role looks in both spreadsheet formats: font size (pt), fill colour, border, wrapping. */
export const SHEET_ROLE_LOOK: Record<SheetCellRole, { size: number; fill?: string; border: boolean; wrap: boolean }> = {
  title: { size: 16, border: false, wrap: false },
  subtitle: { size: 11, border: false, wrap: false },
  heading: { size: 12, border: false, wrap: false },
  paragraph: { size: 11, border: false, wrap: true },
  caption: { size: 11, border: false, wrap: false },
  header: { size: 11, fill: 'E3EAF2', border: true, wrap: true },
  label: { size: 11, fill: 'EEF2F6', border: true, wrap: true },
  body: { size: 11, border: true, wrap: true },
  footer: { size: 11, fill: 'F6F1DC', border: true, wrap: true },
};

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;
/** The least share of the sheet's width the first column gets when it carries field labels. */
const MIN_LABEL_SHARE = 0.2;

/** The number of decimals a plain decimal is written with ('1200000.50' → 2). */
export function decimalsOf(number: string): number {
  const dot = number.indexOf('.');
  return dot < 0 ? 0 : number.length - dot - 1;
}

function columnCountOf(blocks: readonly ExportDocumentBlock[]): number {
  let count = 1;
  for (const block of blocks) {
    if (block.type === 'table') count = Math.max(count, block.columns.length);
    if (block.type === 'fields') count = Math.max(count, 2);
    if (block.type === 'signatures' && block.rows.length > 0) count = Math.max(count, SIGNATURE_HEADERS.length);
  }
  return count;
}

function widthsOf(blocks: readonly ExportDocumentBlock[], count: number): number[] {
  const table = blocks.find((block) => block.type === 'table' && block.columns.length === count);
  let widths: readonly number[];
  if (table && table.type === 'table') widths = table.columns.map((column) => (column.width > 0 ? column.width : 1));
  else if (count === SIGNATURE_HEADERS.length) widths = SIGNATURE_WIDTHS;
  else if (count === FIELD_WIDTHS.length) widths = FIELD_WIDTHS;
  else widths = Array.from({ length: count }, () => 1);
  const total = widths.reduce((sum, width) => sum + width, 0);
  const shares = widths.map((width) => width / total);
  const first = shares[0] ?? 1;
  // The first column also holds the fields' labels: a narrow 項次 column would wrap them letter by letter.
  if (count > 1 && first < MIN_LABEL_SHARE && blocks.some((block) => block.type === 'fields')) {
    const scale = (1 - MIN_LABEL_SHARE) / (1 - first);
    return shares.map((share, i) => (i === 0 ? MIN_LABEL_SHARE : share * scale));
  }
  return shares;
}

function cell(role: SheetCellRole, text: string, span: number, options: Partial<Omit<SheetCell, 'role' | 'text' | 'span'>> = {}): SheetCell {
  return { text, role, span, align: options.align ?? 'left', bold: options.bold ?? false, indent: options.indent ?? 0, ...(options.number ? { number: options.number } : {}) };
}

function fromExportCell(role: SheetCellRole, source: ExportCell | undefined, span: number, align: ExportAlign): SheetCell {
  const number = source?.number !== undefined && PLAIN_DECIMAL.test(source.number) ? source.number : undefined;
  return cell(role, source?.text ?? '', span, { align: source?.align ?? align, bold: source?.bold ?? false, indent: Math.max(0, source?.indent ?? 0), number });
}

/** The cells of a table row over `count` sheet columns: missing cells are blank, the last one spans the rest. */
function spreadRow(cells: SheetCell[], count: number): SheetCell[] {
  const used = cells.reduce((sum, c) => sum + c.span, 0);
  const last = cells[cells.length - 1];
  if (last && used < count) cells[cells.length - 1] = { ...last, span: last.span + count - used };
  return cells;
}

function* blockRows(block: ExportDocumentBlock, count: number, isFirstTable: boolean): Generator<SheetRow> {
  switch (block.type) {
    case 'heading':
      yield { cells: [cell('heading', block.text, count, { bold: true })] };
      return;
    case 'paragraph':
      yield { cells: [cell('paragraph', block.text, count, { align: block.align })] };
      return;
    case 'fields':
      for (const row of block.rows) {
        yield { cells: spreadRow([cell('label', row.label, 1, { bold: true }), fromExportCell('body', row.value, 1, 'left')], count) };
      }
      return;
    case 'table': {
      const columns = block.columns.slice(0, count);
      if (block.caption) yield { cells: [cell('caption', block.caption, count, { bold: true })] };
      yield { cells: spreadRow(columns.map((column) => cell('header', column.label, 1, { align: 'center', bold: true })), count), repeat: isFirstTable };
      for (const row of block.rows) {
        yield { cells: spreadRow(columns.map((column, i) => fromExportCell('body', row[i], 1, column.align)), count) };
      }
      if (block.footer) {
        const footer = block.footer;
        yield { cells: spreadRow(columns.map((column, i) => fromExportCell('footer', footer[i], 1, column.align)), count) };
      }
      return;
    }
    case 'signatures':
      if (block.rows.length === 0) return;
      yield { cells: spreadRow(SIGNATURE_HEADERS.map((header) => cell('header', header, 1, { align: 'center', bold: true })), count) };
      for (const row of block.rows) {
        yield { cells: spreadRow([row.party, row.signer, row.signedAt, row.status].map((text) => cell('body', text, 1)), count) };
      }
      return;
    case 'pageBreak':
      return;
  }
}

function* sheetRows(doc: ExportDocument, count: number): Generator<SheetRow> {
  yield { cells: [cell('title', doc.title, count, { align: 'center', bold: true })] };
  if (doc.subtitle) yield { cells: [cell('subtitle', doc.subtitle, count, { align: 'center' })] };
  let breakPending = false;
  let tableSeen = false;
  for (const block of doc.blocks) {
    if (block.type === 'pageBreak') {
      breakPending = true;
      continue;
    }
    let first = true;
    for (const row of blockRows(block, count, block.type === 'table' && !tableSeen)) {
      if (first) {
        // A blank row keeps blocks apart on screen; after a page break the new page needs none.
        if (breakPending) yield { ...row, breakBefore: true };
        else {
          yield { cells: [] };
          yield row;
        }
        breakPending = false;
        first = false;
      } else yield row;
    }
    if (block.type === 'table') tableSeen = true;
  }
}

/** A sheet name both formats accept: at most 31 characters, none of [ ] : * ? / \, no quote at either end. */
export function sheetNameOf(title: string): string {
  // eslint-disable-next-line no-control-regex
  const name = title.replace(/[[\]:*?/\\\u0000-\u001F]/g, ' ').replace(/^'+|'+$/g, '').trim();
  const short = Array.from(name).slice(0, 31).join('').trim();
  return short || '工作表1';
}

/** The sheet plan of a document. */
export function planSheet(doc: ExportDocument): SheetPlan {
  const columnCount = columnCountOf(doc.blocks);
  return { sheetName: sheetNameOf(doc.title), columnCount, widths: widthsOf(doc.blocks, columnCount), rows: sheetRows(doc, columnCount) };
}
