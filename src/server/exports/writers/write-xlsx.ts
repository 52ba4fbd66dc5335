/**
 * Writes a printable document as an Office Open XML workbook (.xlsx): one sheet laid out by
 * plan-sheet-rows.ts with inline strings (no shared-string table, so rows stream), figures as numbers with
 * thousands separators, title rows merged across the columns, A4 in the document's orientation fitted to the
 * page width, the first table's header row repeated on printed pages (_xlnm.Print_Titles) and a footer with
 * the page number. The sheet streams row by row; styles and workbook, which depend on it, are written after.
 */
import type { ExportDocument } from '../../../domain/exports/export-document';
import { escapeXml } from './escape-xml';
import { SHEET_ROLE_LOOK, decimalsOf, planSheet, type SheetCell, type SheetPlan, type SheetRow } from './plan-sheet-rows';
import { writeZipEntries } from './write-zip-entries';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const FONT = 'Noto Sans TC';
/** Width of the printable area in Excel character units (A4, 2 cm margins, 11 pt). */
const PAGE_CHARS = { portrait: 88, landscape: 132 } as const;
/** Points per line of 11 pt text, for rows whose text wraps. */
const LINE_POINTS = 15;
/** Excel refuses header and footer texts longer than 255 characters. */
const MAX_FOOTER = 200;

/** The spreadsheet column letter of a 0-based index (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** The cell formats (cellXfs) a sheet uses, indexed in the order first met after the default 0. */
class CellFormats {
  private readonly indexes = new Map<string, number>();

  /** The style index of a cell's look. */
  indexOf(cell: SheetCell): number {
    const decimals = cell.number === undefined ? -1 : decimalsOf(cell.number);
    const key = `${cell.role}|${cell.align}|${cell.bold}|${cell.indent}|${decimals}`;
    let index = this.indexes.get(key);
    if (index === undefined) {
      index = this.indexes.size + 1;
      this.indexes.set(key, index);
    }
    return index;
  }

  /** styles.xml with the number formats, fonts, fills and cell formats used. */
  toXml(): string {
    const fonts: string[] = [];
    const fontIndex = new Map<string, number>();
    const fontOf = (size: number, bold: boolean) => {
      const key = `${size}|${bold}`;
      let index = fontIndex.get(key);
      if (index === undefined) {
        index = fonts.length;
        fontIndex.set(key, index);
        fonts.push(`<font>${bold ? '<b/>' : ''}<sz val="${size}"/><name val="${FONT}"/><family val="2"/><charset val="136"/></font>`);
      }
      return index;
    };
    fontOf(11, false);
    const fills = ['<fill><patternFill patternType="none"/></fill>', '<fill><patternFill patternType="gray125"/></fill>'];
    const fillIndex = new Map<string, number>();
    const fillOf = (color: string | undefined) => {
      if (!color) return 0;
      let index = fillIndex.get(color);
      if (index === undefined) {
        index = fills.length;
        fillIndex.set(color, index);
        fills.push(`<fill><patternFill patternType="solid"><fgColor rgb="FF${color}"/><bgColor indexed="64"/></patternFill></fill>`);
      }
      return index;
    };
    const formats = new Set<number>();
    const xfs = ['<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'];
    for (const key of this.indexes.keys()) {
      const [role = 'body', align = 'left', bold, indent, decimals] = key.split('|');
      const look = SHEET_ROLE_LOOK[role as SheetCell['role']];
      const numFmt = Number(decimals) >= 0 ? 164 + Number(decimals) : 0;
      if (numFmt) formats.add(Number(decimals));
      const alignment = [
        `horizontal="${align === 'center' ? 'center' : align === 'right' ? 'right' : 'left'}"`,
        'vertical="center"',
        look.wrap ? 'wrapText="1"' : '',
        Number(indent) > 0 && align === 'left' ? `indent="${Number(indent)}"` : '',
      ].filter(Boolean);
      xfs.push(
        `<xf numFmtId="${numFmt}" fontId="${fontOf(look.size, bold === 'true')}" fillId="${fillOf(look.fill)}" borderId="${look.border ? 1 : 0}" xfId="0" ` +
          `applyNumberFormat="1" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1"><alignment ${alignment.join(' ')}/></xf>`,
      );
    }
    const numFmts = [...formats].map((d) => `<numFmt numFmtId="${164 + d}" formatCode="${d > 0 ? `#,##0.${'0'.repeat(d)}` : '#,##0'}"/>`);
    const side = (name: string) => `<${name} style="thin"><color rgb="FF7B8794"/></${name}>`;
    return (
      `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
      (numFmts.length > 0 ? `<numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` : '') +
      `<fonts count="${fonts.length}">${fonts.join('')}</fonts>` +
      `<fills count="${fills.length}">${fills.join('')}</fills>` +
      `<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border><border>${side('left')}${side('right')}${side('top')}${side('bottom')}<diagonal/></border></borders>` +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      `<cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs>` +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
      '</styleSheet>'
    );
  }
}

/** What streaming the sheet found out that later parts need. */
interface SheetFacts {
  /** The 1-based row repeated at the top of printed pages, if any. */
  printTitleRow?: number;
}

/** Display width of text in Excel character units: CJK and full-width characters take two. */
function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]|[\u{20000}-\u{3FFFD}]/u.test(char) ? 2 : 1;
  return width;
}

/** How many lines a wrapped cell takes in a width of `chars` units. */
function linesOf(text: string, chars: number): number {
  const usable = Math.max(chars - 1, 1);
  return text.split(/\r\n|\r|\n/).reduce((lines, line) => lines + Math.max(1, Math.ceil(displayWidth(line) / usable)), 0);
}

function cellXml(cell: SheetCell, column: number, r: number, formats: CellFormats): string {
  const style = formats.indexOf(cell);
  const ref = `${columnLetter(column)}${r}`;
  let xml: string;
  if (cell.number !== undefined) xml = `<c r="${ref}" s="${style}"><v>${cell.number}</v></c>`;
  else if (cell.text === '') xml = `<c r="${ref}" s="${style}"/>`;
  else xml = `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell.text)}</t></is></c>`;
  // The covered cells of a merge carry the style too, so its borders and fill are drawn across.
  for (let i = 1; i < cell.span; i += 1) xml += `<c r="${columnLetter(column + i)}${r}" s="${style}"/>`;
  return xml;
}

function rowXml(row: SheetRow, r: number, columnChars: readonly number[], formats: CellFormats, merges: string[]): string {
  let column = 0;
  let lines = 1;
  let points = 0;
  const cells: string[] = [];
  for (const cell of row.cells) {
    if (cell.span > 1) merges.push(`${columnLetter(column)}${r}:${columnLetter(column + cell.span - 1)}${r}`);
    const chars = columnChars.slice(column, column + cell.span).reduce((sum, width) => sum + width, 0);
    if (SHEET_ROLE_LOOK[cell.role].wrap && cell.number === undefined) lines = Math.max(lines, linesOf(cell.text, chars));
    points = Math.max(points, SHEET_ROLE_LOOK[cell.role].size * 1.6);
    cells.push(cellXml(cell, column, r, formats));
    column += cell.span;
  }
  // Excel neither wraps merged cells into taller rows nor always re-measures rows, so say the height.
  const height = Math.max(lines * LINE_POINTS + 3, points);
  const ht = height > LINE_POINTS + 3 ? ` ht="${height.toFixed(1)}" customHeight="1"` : '';
  return `<row r="${r}"${ht}>${cells.join('')}</row>`;
}

function* sheetPart(doc: ExportDocument, plan: SheetPlan, formats: CellFormats, facts: SheetFacts): Generator<string> {
  const columnChars = plan.widths.map((width) => width * PAGE_CHARS[doc.orientation]);
  yield `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>' +
    '<sheetViews><sheetView workbookViewId="0" showGridLines="0"/></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="16.5"/>' +
    `<cols>${columnChars.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width.toFixed(2)}" customWidth="1"/>`).join('')}</cols>` +
    '<sheetData>';
  const merges: string[] = [];
  const breaks: number[] = [];
  let r = 0;
  for (const row of plan.rows) {
    r += 1;
    if (row.repeat) facts.printTitleRow = r;
    if (row.breakBefore && r > 1) breaks.push(r - 1);
    yield row.cells.length === 0 ? `<row r="${r}"/>` : rowXml(row, r, columnChars, formats, merges);
  }
  const footer = escapeXml(`&L${doc.footer.slice(0, MAX_FOOTER).replace(/&/g, '&&')}&R第 &P 頁`);
  yield '</sheetData>' +
    (merges.length > 0 ? `<mergeCells count="${merges.length}">${merges.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>` : '') +
    '<pageMargins left="0.79" right="0.79" top="0.79" bottom="0.79" header="0.3" footer="0.3"/>' +
    `<pageSetup paperSize="9" orientation="${doc.orientation}" fitToWidth="1" fitToHeight="0"/>` +
    `<headerFooter><oddFooter>${footer}</oddFooter></headerFooter>` +
    (breaks.length > 0 ? `<rowBreaks count="${breaks.length}" manualBreakCount="${breaks.length}">${breaks.map((id) => `<brk id="${id}" max="16383" man="1"/>`).join('')}</rowBreaks>` : '') +
    '</worksheet>';
}

function workbookPart(plan: SheetPlan, facts: SheetFacts): string {
  const quoted = `'${plan.sheetName.replace(/'/g, "''")}'`;
  const titles = facts.printTitleRow
    ? `<definedNames><definedName name="_xlnm.Print_Titles" localSheetId="0">${escapeXml(quoted)}!$${facts.printTitleRow}:$${facts.printTitleRow}</definedName></definedNames>`
    : '';
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews>` +
    `<sheets><sheet name="${escapeXml(plan.sheetName)}" sheetId="1" r:id="rId1"/></sheets>${titles}</workbook>`
  );
}

function contentTypes(): string {
  return (
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
    '</Types>'
  );
}

function packageRels(): string {
  return (
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
    `<Relationship Id="rId3" Type="${REL_NS}/extended-properties" Target="docProps/app.xml"/>` +
    '</Relationships>'
  );
}

function coreProperties(doc: ExportDocument, created: Date): string {
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(doc.title)}</dc:title><dc:subject>${escapeXml(doc.subject)}</dc:subject><dc:language>zh-TW</dc:language>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${created.toISOString().slice(0, 19)}Z</dcterms:created>` +
    '</cp:coreProperties>'
  );
}

/** Writes the document as an .xlsx file into `out` and ends it. */
export async function writeXlsx(doc: ExportDocument, out: NodeJS.WritableStream): Promise<void> {
  const plan = planSheet(doc);
  const formats = new CellFormats();
  const facts: SheetFacts = {};
  await writeZipEntries(
    [
      { name: '[Content_Types].xml', content: contentTypes() },
      { name: '_rels/.rels', content: packageRels() },
      { name: 'docProps/core.xml', content: coreProperties(doc, new Date()) },
      { name: 'docProps/app.xml', content: `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>公共工程標案管理平台</Application></Properties>` },
      {
        name: 'xl/_rels/workbook.xml.rels',
        content:
          `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
          `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
      },
      { name: 'xl/worksheets/sheet1.xml', content: sheetPart(doc, plan, formats, facts) },
      // After the sheet: the formats its cells used and the row its print titles repeat.
      { name: 'xl/styles.xml', content: () => formats.toXml() },
      { name: 'xl/workbook.xml', content: () => workbookPart(plan, facts) },
    ],
    out,
  );
}
