/**
 * Writes the export table (build-budget-sheet.ts) as the parts of an Office Open XML workbook (.xlsx,
 * ECMA-376 SpreadsheetML): one sheet with a title, the column headers repeated on every printed page and
 * frozen on screen, names indented by level, figures as numbers with thousands separators, and the totals
 * in bold. Strings are written inline, so no shared-string table is needed. The server zips the parts.
 */
import type { BudgetSheet, BudgetSheetRow } from './build-budget-sheet';
import { BUDGET_SHEET_HEADERS } from './build-budget-sheet';
import { columnLetter, escapeXml, type SpreadsheetPart } from './spreadsheet-parts';

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const FONT = '微軟正黑體';
const COLUMN_WIDTHS = [10, 48, 8, 14, 14, 16, 30];
/** Indent levels the name column has styles for. */
const MAX_INDENT = 6;

/** Cell style indexes (cellXfs order in styles.xml). */
const STYLE = { title: 1, subtitle: 2, header: 3, text: 4, qty: 5, cost: 6, amount: 7, totalText: 8, totalAmount: 9, groupAmount: 10, nameBase: 11 } as const;

/** The parts of the workbook; `created` is the ISO time stamped into its properties. */
export function writeXlsxParts(sheet: BudgetSheet, created: string): SpreadsheetPart[] {
  return [
    { path: '[Content_Types].xml', content: contentTypes() },
    { path: '_rels/.rels', content: packageRels() },
    { path: 'docProps/core.xml', content: coreProperties(sheet.title, created) },
    { path: 'docProps/app.xml', content: `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties"><Application>公共工程標案管理平台</Application></Properties>` },
    { path: 'xl/workbook.xml', content: workbook(sheet.sheetName) },
    { path: 'xl/_rels/workbook.xml.rels', content: workbookRels() },
    { path: 'xl/styles.xml', content: styles(sheet) },
    { path: 'xl/worksheets/sheet1.xml', content: worksheet(sheet) },
  ];
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

function coreProperties(title: string, created: string): string {
  const stamp = `${created.slice(0, 19)}Z`;
  return (
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeXml(title)}</dc:title><dc:language>zh-TW</dc:language>` +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${stamp}</dcterms:created>` +
    '</cp:coreProperties>'
  );
}

function workbook(sheetName: string): string {
  const quoted = `'${sheetName.replace(/'/g, "''")}'`;
  return (
    `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    '<bookViews><workbookView/></bookViews>' +
    `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets>` +
    `<definedNames><definedName name="_xlnm.Print_Titles" localSheetId="0">${escapeXml(quoted)}!$3:$3</definedName></definedNames>` +
    '</workbook>'
  );
}

function workbookRels(): string {
  return (
    `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
    `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
    `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
    '</Relationships>'
  );
}

function numberFormat(decimals: number): string {
  return decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
}

function styles(sheet: BudgetSheet): string {
  const formats = [
    { id: 164, code: numberFormat(sheet.decimals.qty) },
    { id: 165, code: numberFormat(sheet.decimals.cost) },
    { id: 166, code: numberFormat(sheet.decimals.amount) },
  ];
  const border = 'borderId="1" applyBorder="1"';
  const xf = (attrs: string, inner = '') => (inner === '' ? `<xf ${attrs}/>` : `<xf ${attrs}>${inner}</xf>`);
  const right = '<alignment horizontal="right" vertical="center"/>';
  const cellXfs = [
    xf('numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"'),
    xf('numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"', '<alignment horizontal="center"/>'),
    xf('numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"', '<alignment horizontal="center"/>'),
    xf(`numFmtId="0" fontId="1" fillId="2" ${border} xfId="0" applyFont="1" applyFill="1" applyAlignment="1"`, '<alignment horizontal="center" vertical="center"/>'),
    xf(`numFmtId="0" fontId="0" fillId="0" ${border} xfId="0" applyAlignment="1"`, '<alignment vertical="center" wrapText="1"/>'),
    xf(`numFmtId="164" fontId="0" fillId="0" ${border} xfId="0" applyNumberFormat="1" applyAlignment="1"`, right),
    xf(`numFmtId="165" fontId="0" fillId="0" ${border} xfId="0" applyNumberFormat="1" applyAlignment="1"`, right),
    xf(`numFmtId="166" fontId="0" fillId="0" ${border} xfId="0" applyNumberFormat="1" applyAlignment="1"`, right),
    xf(`numFmtId="0" fontId="1" fillId="3" ${border} xfId="0" applyFont="1" applyFill="1" applyAlignment="1"`, '<alignment vertical="center"/>'),
    xf(`numFmtId="166" fontId="1" fillId="3" ${border} xfId="0" applyNumberFormat="1" applyFont="1" applyFill="1" applyAlignment="1"`, right),
    xf(`numFmtId="166" fontId="1" fillId="0" ${border} xfId="0" applyNumberFormat="1" applyFont="1" applyAlignment="1"`, right),
    ...Array.from({ length: MAX_INDENT }, (_, level) =>
      xf(`numFmtId="0" fontId="${level === 0 ? 1 : 0}" fillId="0" ${border} xfId="0" applyFont="1" applyAlignment="1"`, `<alignment vertical="center" wrapText="1" indent="${level}"/>`),
    ),
  ];
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    `<numFmts count="${formats.length}">${formats.map((f) => `<numFmt numFmtId="${f.id}" formatCode="${escapeXml(f.code)}"/>`).join('')}</numFmts>` +
    '<fonts count="3">' +
    `<font><sz val="11"/><name val="${FONT}"/><family val="2"/></font>` +
    `<font><b/><sz val="11"/><name val="${FONT}"/><family val="2"/></font>` +
    `<font><b/><sz val="14"/><name val="${FONT}"/><family val="2"/></font>` +
    '</fonts>' +
    '<fills count="4"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>' +
    '<fill><patternFill patternType="solid"><fgColor rgb="FFE3EAF2"/><bgColor indexed="64"/></patternFill></fill>' +
    '<fill><patternFill patternType="solid"><fgColor rgb="FFF6F1DC"/><bgColor indexed="64"/></patternFill></fill></fills>' +
    '<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>' +
    '<border><left style="thin"><color rgb="FF9AA5B1"/></left><right style="thin"><color rgb="FF9AA5B1"/></right>' +
    '<top style="thin"><color rgb="FF9AA5B1"/></top><bottom style="thin"><color rgb="FF9AA5B1"/></bottom><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${cellXfs.length}">${cellXfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

function textCell(ref: string, text: string, style: number): string {
  if (text === '') return `<c r="${ref}" s="${style}"/>`;
  return `<c r="${ref}" s="${style}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(text)}</t></is></c>`;
}

function numberCell(ref: string, value: string | null, style: number): string {
  return value === null ? `<c r="${ref}" s="${style}"/>` : `<c r="${ref}" s="${style}"><v>${value}</v></c>`;
}

function dataRow(row: BudgetSheetRow, r: number): string {
  const ref = (column: number) => `${columnLetter(column)}${r}`;
  if (row.kind === 'total') {
    return (
      `<row r="${r}">${textCell(ref(0), '', STYLE.totalText)}${textCell(ref(1), row.name, STYLE.totalText)}` +
      `${textCell(ref(2), '', STYLE.totalText)}${textCell(ref(3), '', STYLE.totalText)}${textCell(ref(4), '', STYLE.totalText)}` +
      `${numberCell(ref(5), row.amount, STYLE.totalAmount)}${textCell(ref(6), row.remark, STYLE.totalText)}</row>`
    );
  }
  const indent = Math.min(Math.max(row.level - 1, 0), MAX_INDENT - 1);
  return (
    `<row r="${r}">${textCell(ref(0), row.itemNo, STYLE.text)}${textCell(ref(1), row.name, STYLE.nameBase + indent)}` +
    `${textCell(ref(2), row.unit, STYLE.text)}${numberCell(ref(3), row.qty, STYLE.qty)}${numberCell(ref(4), row.cost, STYLE.cost)}` +
    `${numberCell(ref(5), row.amount, row.kind === 'group' ? STYLE.groupAmount : STYLE.amount)}${textCell(ref(6), row.remark, STYLE.text)}</row>`
  );
}

function worksheet(sheet: BudgetSheet): string {
  const last = columnLetter(BUDGET_SHEET_HEADERS.length - 1);
  const rows: string[] = [
    `<row r="1" ht="24" customHeight="1">${textCell('A1', sheet.title, STYLE.title)}</row>`,
    `<row r="2">${textCell('A2', sheet.subtitle, STYLE.subtitle)}</row>`,
    `<row r="3">${BUDGET_SHEET_HEADERS.map((header, column) => textCell(`${columnLetter(column)}3`, header, STYLE.header)).join('')}</row>`,
    ...sheet.rows.map((row, position) => dataRow(row, position + 4)),
  ];
  const lastRow = sheet.rows.length + 3;
  return (
    `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
    `<dimension ref="A1:${last}${lastRow}"/>` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="3" topLeftCell="A4" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="16.5"/>' +
    `<cols>${COLUMN_WIDTHS.map((width, column) => `<col min="${column + 1}" max="${column + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>` +
    `<sheetData>${rows.join('')}</sheetData>` +
    `<mergeCells count="2"><mergeCell ref="A1:${last}1"/><mergeCell ref="A2:${last}2"/></mergeCells>` +
    '<pageMargins left="0.5" right="0.5" top="0.6" bottom="0.6" header="0.3" footer="0.3"/>' +
    '<pageSetup paperSize="9" orientation="landscape" fitToHeight="0"/>' +
    '</worksheet>'
  );
}
