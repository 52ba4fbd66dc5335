/**
 * Test readers of the export files, independent of the writers: the text of a PDF (pdf.js), of a Word or
 * OpenDocument text (the XML text of word/document.xml and footers, content.xml and styles.xml), of a
 * workbook (inline, shared and number cells of every worksheet, content.xml of an .ods), and the cells of a
 * spreadsheet as rows of strings and numbers.
 */
import { strFromU8, unzipSync } from 'fflate';
import type { ExportFormat } from '../../src/domain/exports/export-document';

/** One XML event: an element opening or closing (self-closing gives both), or text. */
type XmlEvent = { kind: 'open'; name: string; attrs: Record<string, string> } | { kind: 'close'; name: string } | { kind: 'text'; text: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

function* xmlEvents(xml: string): Generator<XmlEvent> {
  const pattern = /<!\[CDATA\[([\s\S]*?)\]\]>|<(\?|!)[^>]*>|<(\/?)([\w:.-]+)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  for (const match of xml.matchAll(pattern)) {
    const [, cdata, declaration, closing, name, attrText, selfClosing, text] = match;
    if (cdata !== undefined) yield { kind: 'text', text: cdata };
    else if (declaration) continue;
    else if (name) {
      if (closing) {
        yield { kind: 'close', name };
        continue;
      }
      const attrs: Record<string, string> = {};
      for (const attr of (attrText ?? '').matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attrs[attr[1]!] = decode(attr[2] ?? attr[3] ?? '');
      yield { kind: 'open', name, attrs };
      if (selfClosing) yield { kind: 'close', name };
    } else if (text !== undefined) yield { kind: 'text', text: decode(text) };
  }
}

function unzip(buffer: Uint8Array): Record<string, string> {
  const files = unzipSync(buffer);
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

/** The text of OpenDocument XML: paragraphs and cells on their own lines, ODF's space and tab elements expanded. */
function odfText(xml: string): string {
  let out = '';
  for (const event of xmlEvents(xml)) {
    if (event.kind === 'text') out += event.text;
    else if (event.kind === 'open' && event.name === 'text:s') out += ' '.repeat(Number(event.attrs['text:c'] ?? 1));
    else if (event.kind === 'open' && event.name === 'text:tab') out += '\t';
    else if (event.kind === 'open' && event.name === 'text:line-break') out += '\n';
    else if (event.kind === 'close' && (event.name === 'text:p' || event.name === 'text:h')) out += '\n';
  }
  return out;
}

/** The text of WordprocessingML: <w:t> runs, tabs and breaks, one line per paragraph. */
function wordText(xml: string): string {
  let out = '';
  let inText = false;
  for (const event of xmlEvents(xml)) {
    if (event.kind === 'open' && event.name === 'w:t') inText = true;
    else if (event.kind === 'close' && event.name === 'w:t') inText = false;
    else if (event.kind === 'text' && inText) out += event.text;
    else if (event.kind === 'open' && event.name === 'w:tab') out += '\t';
    else if (event.kind === 'open' && event.name === 'w:br') out += '\n';
    else if (event.kind === 'close' && event.name === 'w:p') out += '\n';
  }
  return out;
}

/** One spreadsheet cell's value: a number for numeric cells, a string for text, null for empty. */
export type SpreadsheetValue = string | number | null;

function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  return [...letters].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

function sharedStrings(files: Record<string, string>): string[] {
  const xml = files['xl/sharedStrings.xml'];
  if (!xml) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  for (const event of xmlEvents(xml)) {
    if (event.kind === 'open' && event.name === 'si') current = '';
    else if (event.kind === 'close' && event.name === 'si') {
      strings.push(current ?? '');
      current = null;
    } else if (event.kind === 'open' && event.name === 't') inText = true;
    else if (event.kind === 'close' && event.name === 't') inText = false;
    else if (event.kind === 'text' && inText && current !== null) current += event.text;
  }
  return strings;
}

function xlsxRows(files: Record<string, string>): SpreadsheetValue[][] {
  const shared = sharedStrings(files);
  const sheets = Object.keys(files)
    .filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name))
    .sort();
  const rows: SpreadsheetValue[][] = [];
  for (const sheet of sheets) {
    let row: SpreadsheetValue[] | null = null;
    let cell: { column: number; type: string; value: string } | null = null;
    let inValue = false;
    for (const event of xmlEvents(files[sheet]!)) {
      if (event.kind === 'open' && event.name === 'row') row = [];
      else if (event.kind === 'close' && event.name === 'row') {
        rows.push(row ?? []);
        row = null;
      } else if (event.kind === 'open' && event.name === 'c') cell = { column: columnIndex(event.attrs.r ?? ''), type: event.attrs.t ?? 'n', value: '' };
      else if (event.kind === 'close' && event.name === 'c' && cell && row) {
        let value: SpreadsheetValue = null;
        if (cell.type === 's') value = shared[Number(cell.value)] ?? '';
        else if (cell.type === 'inlineStr' || cell.type === 'str') value = cell.value;
        else if (cell.type === 'b') value = cell.value === '1' ? 'TRUE' : 'FALSE';
        else if (cell.value !== '') value = Number(cell.value);
        while (row.length < cell.column) row.push(null);
        row[cell.column] = value;
        cell = null;
      } else if (event.kind === 'open' && (event.name === 'v' || event.name === 't')) inValue = true;
      else if (event.kind === 'close' && (event.name === 'v' || event.name === 't')) inValue = false;
      else if (event.kind === 'text' && inValue && cell) cell.value += event.text;
    }
  }
  return rows;
}

function odsRows(files: Record<string, string>): SpreadsheetValue[][] {
  const rows: SpreadsheetValue[][] = [];
  let row: SpreadsheetValue[] | null = null;
  let rowRepeat = 1;
  let cell: { value: SpreadsheetValue; repeat: number; text: string[]; type: string } | null = null;
  let paragraph: string | null = null;
  for (const event of xmlEvents(files['content.xml'] ?? '')) {
    if (event.kind === 'open' && event.name === 'table:table-row') {
      row = [];
      rowRepeat = Math.min(Number(event.attrs['table:number-rows-repeated'] ?? 1), 1000);
    } else if (event.kind === 'close' && event.name === 'table:table-row' && row) {
      while (row.length > 0 && row[row.length - 1] === null) row.pop();
      for (let i = 0; i < rowRepeat; i += 1) rows.push([...row]);
      row = null;
    } else if (event.kind === 'open' && (event.name === 'table:table-cell' || event.name === 'table:covered-table-cell')) {
      const type = event.attrs['office:value-type'] ?? '';
      const numeric = type === 'float' || type === 'currency' || type === 'percentage';
      cell = { value: numeric ? Number(event.attrs['office:value']) : null, repeat: Math.min(Number(event.attrs['table:number-columns-repeated'] ?? 1), 1000), text: [], type };
    } else if (event.kind === 'close' && (event.name === 'table:table-cell' || event.name === 'table:covered-table-cell') && cell && row) {
      const value = cell.value ?? (cell.text.length > 0 ? cell.text.join('\n') : null);
      for (let i = 0; i < cell.repeat; i += 1) row.push(value);
      cell = null;
    } else if (event.kind === 'open' && event.name === 'text:p') paragraph = '';
    else if (event.kind === 'close' && event.name === 'text:p' && cell) {
      cell.text.push(paragraph ?? '');
      paragraph = null;
    } else if (event.kind === 'open' && event.name === 'text:s' && paragraph !== null) paragraph += ' '.repeat(Number(event.attrs['text:c'] ?? 1));
    else if (event.kind === 'text' && paragraph !== null) paragraph += event.text;
  }
  return rows;
}

/** The cells of a workbook or OpenDocument spreadsheet, row by row (all sheets one after another). */
export function readSpreadsheetCells(buffer: Uint8Array, format: 'xlsx' | 'ods'): SpreadsheetValue[][] {
  const files = unzip(buffer);
  return format === 'xlsx' ? xlsxRows(files) : odsRows(files);
}

/** The text of every page of a PDF, one string per page. */
export async function readPdfPages(buffer: Uint8Array): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(buffer), useSystemFonts: false, disableFontFace: true, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n += 1) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** All the text a file shows (for spreadsheets: each row's cells tab-separated, one row a line). */
export async function readOfficeText(buffer: Uint8Array, format: ExportFormat): Promise<string> {
  switch (format) {
    case 'pdf':
      return (await readPdfPages(buffer)).join('\n');
    case 'docx': {
      const files = unzip(buffer);
      const parts = ['word/document.xml', ...Object.keys(files).filter((name) => /^word\/(header|footer)\d*\.xml$/.test(name)).sort()];
      return parts.map((name) => wordText(files[name] ?? '')).join('\n');
    }
    case 'odt': {
      const files = unzip(buffer);
      return `${odfText(files['content.xml'] ?? '')}\n${odfText(files['styles.xml'] ?? '')}`;
    }
    case 'xlsx':
    case 'ods':
      return readSpreadsheetCells(buffer, format)
        .map((row) => row.map((value) => (value === null ? '' : String(value))).join('\t'))
        .join('\n');
  }
}
