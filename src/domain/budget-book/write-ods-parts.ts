/**
 * Writes the export table (build-budget-sheet.ts) as the parts of an OpenDocument spreadsheet (.ods,
 * ODF 1.3): the stored mimetype first, the manifest, meta, styles and content with one table — title,
 * header row repeated on printed pages, names indented by level, figures as float cells with thousands
 * separators, totals in bold. The server zips the parts in this order.
 */
import type { BudgetSheet, BudgetSheetRow } from './build-budget-sheet';
import { BUDGET_SHEET_HEADERS } from './build-budget-sheet';
import { formatThousands } from './format-budget-number';
import { escapeXml, type SpreadsheetPart } from './spreadsheet-parts';

const MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  fo: 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
  number: 'urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0',
  meta: 'urn:oasis:names:tc:opendocument:xmlns:meta:1.0',
  dc: 'http://purl.org/dc/elements/1.1/',
};
const NAMESPACES = Object.entries(NS)
  .map(([prefix, uri]) => `xmlns:${prefix}="${uri}"`)
  .join(' ');
const COLUMN_WIDTHS_CM = ['1.8', '9', '1.6', '2.8', '2.8', '3.2', '6'];
const MAX_INDENT = 6;
const BORDER = 'fo:border="0.5pt solid #9aa5b1"';

/** The parts of the spreadsheet; `created` is the ISO time stamped into its meta. */
export function writeOdsParts(sheet: BudgetSheet, created: string): SpreadsheetPart[] {
  return [
    { path: 'mimetype', content: MIMETYPE, store: true },
    { path: 'META-INF/manifest.xml', content: manifest() },
    { path: 'meta.xml', content: meta(sheet.title, created) },
    { path: 'styles.xml', content: stylesPart() },
    { path: 'content.xml', content: content(sheet) },
  ];
}

function manifest(): string {
  const entry = (path: string, type: string) => `<manifest:file-entry manifest:full-path="${path}" manifest:media-type="${type}"/>`;
  return (
    `${XML_HEAD}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">` +
    `<manifest:file-entry manifest:full-path="/" manifest:version="1.3" manifest:media-type="${MIMETYPE}"/>` +
    entry('content.xml', 'text/xml') +
    entry('styles.xml', 'text/xml') +
    entry('meta.xml', 'text/xml') +
    '</manifest:manifest>'
  );
}

function meta(title: string, created: string): string {
  return (
    `${XML_HEAD}<office:document-meta ${NAMESPACES} office:version="1.3"><office:meta>` +
    `<dc:title>${escapeXml(title)}</dc:title><dc:language>zh-TW</dc:language>` +
    `<meta:creation-date>${created.slice(0, 19)}</meta:creation-date><meta:generator>公共工程標案管理平台</meta:generator>` +
    '</office:meta></office:document-meta>'
  );
}

function stylesPart(): string {
  return (
    `${XML_HEAD}<office:document-styles ${NAMESPACES} office:version="1.3"><office:styles>` +
    '<style:default-style style:family="table-cell"><style:text-properties fo:font-size="11pt" style:font-size-asian="11pt" fo:language="zh" fo:country="TW"/></style:default-style>' +
    '</office:styles></office:document-styles>'
  );
}

function numberStyle(name: string, decimals: number): string {
  return `<number:number-style style:name="${name}"><number:number number:decimal-places="${decimals}" number:min-decimal-places="${decimals}" number:min-integer-digits="1" number:grouping="true"/></number:number-style>`;
}

function cellStyle(name: string, options: { data?: string; align?: 'start' | 'center' | 'end'; bold?: boolean; fill?: string; border?: boolean; indentCm?: number; size?: string }): string {
  const cell = [options.fill ? `fo:background-color="${options.fill}"` : '', options.border === false ? '' : BORDER, 'style:vertical-align="middle"']
    .filter(Boolean)
    .join(' ');
  const paragraph = [options.align ? `fo:text-align="${options.align}"` : '', options.indentCm ? `fo:margin-left="${options.indentCm}cm"` : ''].filter(Boolean).join(' ');
  const text = [
    options.bold ? 'fo:font-weight="bold" style:font-weight-asian="bold"' : '',
    options.size ? `fo:font-size="${options.size}" style:font-size-asian="${options.size}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    `<style:style style:name="${name}" style:family="table-cell"${options.data ? ` style:data-style-name="${options.data}"` : ''}>` +
    `<style:table-cell-properties ${cell}/>` +
    (paragraph ? `<style:paragraph-properties ${paragraph}/>` : '') +
    (text ? `<style:text-properties ${text}/>` : '') +
    '</style:style>'
  );
}

function automaticStyles(sheet: BudgetSheet): string {
  return (
    '<office:automatic-styles>' +
    COLUMN_WIDTHS_CM.map((width, i) => `<style:style style:name="co${i + 1}" style:family="table-column"><style:table-column-properties style:column-width="${width}cm"/></style:style>`).join('') +
    numberStyle('Nqty', sheet.decimals.qty) +
    numberStyle('Ncost', sheet.decimals.cost) +
    numberStyle('Namount', sheet.decimals.amount) +
    cellStyle('ceTitle', { align: 'center', bold: true, size: '14pt', border: false }) +
    cellStyle('ceSubtitle', { align: 'center', border: false }) +
    cellStyle('ceHead', { align: 'center', bold: true, fill: '#e3eaf2' }) +
    cellStyle('ceText', {}) +
    cellStyle('ceQty', { data: 'Nqty', align: 'end' }) +
    cellStyle('ceCost', { data: 'Ncost', align: 'end' }) +
    cellStyle('ceAmount', { data: 'Namount', align: 'end' }) +
    cellStyle('ceGroupAmount', { data: 'Namount', align: 'end', bold: true }) +
    cellStyle('ceTotal', { bold: true, fill: '#f6f1dc' }) +
    cellStyle('ceTotalAmount', { data: 'Namount', align: 'end', bold: true, fill: '#f6f1dc' }) +
    Array.from({ length: MAX_INDENT }, (_, level) => cellStyle(`ceName${level}`, { bold: level === 0, indentCm: level * 0.4 })).join('') +
    '</office:automatic-styles>'
  );
}

function textCell(text: string, style: string): string {
  if (text === '') return `<table:table-cell table:style-name="${style}"/>`;
  const lines = text.split(/\r?\n/).map((line) => `<text:p>${escapeXml(line)}</text:p>`);
  return `<table:table-cell table:style-name="${style}" office:value-type="string">${lines.join('')}</table:table-cell>`;
}

function numberCell(value: string | null, style: string, decimals: number): string {
  if (value === null) return `<table:table-cell table:style-name="${style}"/>`;
  return `<table:table-cell table:style-name="${style}" office:value-type="float" office:value="${value}"><text:p>${formatThousands(value, decimals)}</text:p></table:table-cell>`;
}

function dataRow(row: BudgetSheetRow, sheet: BudgetSheet): string {
  const { decimals } = sheet;
  if (row.kind === 'total') {
    return (
      `<table:table-row>${textCell('', 'ceTotal')}${textCell(row.name, 'ceTotal')}${textCell('', 'ceTotal')}${textCell('', 'ceTotal')}${textCell('', 'ceTotal')}` +
      `${numberCell(row.amount, 'ceTotalAmount', decimals.amount)}${textCell(row.remark, 'ceTotal')}</table:table-row>`
    );
  }
  const indent = Math.min(Math.max(row.level - 1, 0), MAX_INDENT - 1);
  return (
    `<table:table-row>${textCell(row.itemNo, 'ceText')}${textCell(row.name, `ceName${indent}`)}${textCell(row.unit, 'ceText')}` +
    `${numberCell(row.qty, 'ceQty', decimals.qty)}${numberCell(row.cost, 'ceCost', decimals.cost)}` +
    `${numberCell(row.amount, row.kind === 'group' ? 'ceGroupAmount' : 'ceAmount', decimals.amount)}${textCell(row.remark, 'ceText')}</table:table-row>`
  );
}

function spanningRow(text: string, style: string): string {
  const span = BUDGET_SHEET_HEADERS.length;
  return (
    `<table:table-row><table:table-cell table:style-name="${style}" office:value-type="string" table:number-columns-spanned="${span}">` +
    `<text:p>${escapeXml(text)}</text:p></table:table-cell>${'<table:covered-table-cell/>'.repeat(span - 1)}</table:table-row>`
  );
}

function content(sheet: BudgetSheet): string {
  return (
    `${XML_HEAD}<office:document-content ${NAMESPACES} office:version="1.3">` +
    automaticStyles(sheet) +
    `<office:body><office:spreadsheet><table:table table:name="${escapeXml(sheet.sheetName)}">` +
    COLUMN_WIDTHS_CM.map((_, i) => `<table:table-column table:style-name="co${i + 1}" table:default-cell-style-name="ceText"/>`).join('') +
    spanningRow(sheet.title, 'ceTitle') +
    spanningRow(sheet.subtitle, 'ceSubtitle') +
    `<table:table-header-rows><table:table-row>${BUDGET_SHEET_HEADERS.map((header) => textCell(header, 'ceHead')).join('')}</table:table-row></table:table-header-rows>` +
    sheet.rows.map((row) => dataRow(row, sheet)).join('') +
    '</table:table></office:spreadsheet></office:body></office:document-content>'
  );
}
