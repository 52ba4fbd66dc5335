/**
 * Writes a printable document as an OpenDocument spreadsheet (.ods, ODF 1.3): one sheet laid out by
 * plan-sheet-rows.ts, set in Noto Sans TC on A4 with the document's orientation and a footer with the page
 * number, the first table's header row repeated on every printed page, figures as float cells with thousands
 * separators. content.xml streams row by row; the cell styles the rows used go to styles.xml, written after it.
 */
import type { ExportDocument } from '../../../domain/exports/export-document';
import { escapeXml } from './escape-xml';
import { ODF_FONT_FACES, ODF_FONT_PROPERTIES, ODF_NAMESPACES, XML_HEAD, odfManifest, odfMeta, odfPage, odfPageLayout } from './odf-namespaces';
import { odfLine, odfLines } from './odf-text';
import { SHEET_ROLE_LOOK, decimalsOf, planSheet, type SheetCell, type SheetPlan, type SheetRow } from './plan-sheet-rows';
import { writeZipEntries } from './write-zip-entries';

const MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';
const BORDER = '0.5pt solid #7b8794';
const INDENT_CM = 0.4;

/** The cell styles a sheet uses, named in the order first met. */
class CellStyles {
  private readonly names = new Map<string, string>();
  private readonly decimals = new Set<number>();

  /** The style name of a cell's look. */
  nameOf(cell: SheetCell): string {
    const decimals = cell.number === undefined ? -1 : decimalsOf(cell.number);
    const key = `${cell.role}|${cell.align}|${cell.bold}|${cell.indent}|${decimals}`;
    let name = this.names.get(key);
    if (!name) {
      name = `ce${this.names.size + 1}`;
      this.names.set(key, name);
      if (decimals >= 0) this.decimals.add(decimals);
    }
    return name;
  }

  /** The number and cell styles, as common styles of styles.xml. */
  toXml(): string {
    const numbers = [...this.decimals].map(
      (d) =>
        `<number:number-style style:name="N${d}"><number:number number:decimal-places="${d}" number:min-decimal-places="${d}" number:min-integer-digits="1" number:grouping="true"/></number:number-style>`,
    );
    const cells = [...this.names].map(([key, name]) => {
      const [role = 'body', align = 'left', bold, indent, decimals] = key.split('|');
      const look = SHEET_ROLE_LOOK[role as SheetCell['role']];
      const cellProps = [
        look.fill ? `fo:background-color="#${look.fill}"` : '',
        look.border ? `fo:border="${BORDER}"` : '',
        look.wrap ? 'fo:wrap-option="wrap"' : '',
        'style:vertical-align="middle" style:text-align-source="fix" fo:padding="0.08cm"',
      ].filter(Boolean);
      const textAlign = align === 'center' ? 'center' : align === 'right' ? 'end' : 'start';
      const margin = Number(indent) > 0 ? ` fo:margin-left="${(Number(indent) * INDENT_CM).toFixed(2)}cm"` : '';
      const text = [`fo:font-size="${look.size}pt" style:font-size-asian="${look.size}pt"`, bold === 'true' ? 'fo:font-weight="bold" style:font-weight-asian="bold"' : ''].filter(Boolean);
      const data = Number(decimals) >= 0 ? ` style:data-style-name="N${decimals}"` : '';
      return (
        `<style:style style:name="${name}" style:family="table-cell" style:parent-style-name="Default"${data}>` +
        `<style:table-cell-properties ${cellProps.join(' ')}/><style:paragraph-properties fo:text-align="${textAlign}"${margin}/>` +
        `<style:text-properties ${text.join(' ')}/></style:style>`
      );
    });
    return numbers.join('') + cells.join('');
  }
}

function stylesPart(doc: ExportDocument, styles: CellStyles): string {
  return (
    `${XML_HEAD}<office:document-styles ${ODF_NAMESPACES} office:version="1.3">${ODF_FONT_FACES}<office:styles>` +
    `<style:default-style style:family="table-cell"><style:text-properties ${ODF_FONT_PROPERTIES} fo:font-size="11pt" style:font-size-asian="11pt"/></style:default-style>` +
    '<style:style style:name="Default" style:family="table-cell"/>' +
    styles.toXml() +
    `</office:styles><office:automatic-styles>${odfPageLayout('pm1', doc.orientation)}` +
    `<style:style style:name="Tfooter" style:family="text"><style:text-properties ${ODF_FONT_PROPERTIES} fo:font-size="8pt" style:font-size-asian="8pt" fo:color="#555555"/></style:style>` +
    '</office:automatic-styles>' +
    '<office:master-styles><style:master-page style:name="Default" style:page-layout-name="pm1"><style:header style:display="false"/><style:footer>' +
    `<style:region-left><text:p><text:span text:style-name="Tfooter">${odfLine(doc.footer)}</text:span></text:p></style:region-left>` +
    '<style:region-right><text:p><text:span text:style-name="Tfooter">第 <text:page-number>1</text:page-number> 頁</text:span></text:p></style:region-right>' +
    '</style:footer></style:master-page></office:master-styles></office:document-styles>'
  );
}

function cellXml(cell: SheetCell, styles: CellStyles): string {
  const style = styles.nameOf(cell);
  const span = cell.span > 1 ? ` table:number-columns-spanned="${cell.span}"` : '';
  const covered = cell.span > 1 ? `<table:covered-table-cell table:style-name="${style}"/>`.repeat(cell.span - 1) : '';
  if (cell.number !== undefined) {
    return `<table:table-cell table:style-name="${style}" office:value-type="float" office:value="${cell.number}"${span}><text:p>${odfLine(cell.text)}</text:p></table:table-cell>${covered}`;
  }
  if (cell.text === '') return `<table:table-cell table:style-name="${style}"${span}/>${covered}`;
  const paragraphs = odfLines(cell.text)
    .map((line) => `<text:p>${line}</text:p>`)
    .join('');
  return `<table:table-cell table:style-name="${style}" office:value-type="string"${span}>${paragraphs}</table:table-cell>${covered}`;
}

function rowXml(row: SheetRow, plan: SheetPlan, styles: CellStyles): string {
  const style = row.breakBefore ? 'roBreak' : 'ro1';
  const cells = row.cells.length === 0 ? `<table:table-cell table:number-columns-repeated="${plan.columnCount}"/>` : row.cells.map((cell) => cellXml(cell, styles)).join('');
  const xml = `<table:table-row table:style-name="${style}">${cells}</table:table-row>`;
  return row.repeat ? `<table:table-header-rows>${xml}</table:table-header-rows>` : xml;
}

function* contentPart(doc: ExportDocument, plan: SheetPlan, styles: CellStyles): Generator<string> {
  const page = odfPage(doc.orientation);
  const columns = plan.widths.map((width, i) => `<style:style style:name="co${i + 1}" style:family="table-column"><style:table-column-properties style:column-width="${(width * page.contentWidth).toFixed(3)}cm"/></style:style>`);
  yield `${XML_HEAD}<office:document-content ${ODF_NAMESPACES} office:version="1.3">${ODF_FONT_FACES}<office:automatic-styles>` +
    columns.join('') +
    '<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true"/></style:style>' +
    '<style:style style:name="roBreak" style:family="table-row"><style:table-row-properties style:use-optimal-row-height="true" fo:break-before="page"/></style:style>' +
    '<style:style style:name="ta1" style:family="table" style:master-page-name="Default"><style:table-properties table:display="true" style:writing-mode="lr-tb"/></style:style>' +
    `</office:automatic-styles><office:body><office:spreadsheet><table:table table:name="${escapeXml(plan.sheetName)}" table:style-name="ta1">` +
    plan.widths.map((_, i) => `<table:table-column table:style-name="co${i + 1}"/>`).join('');
  for (const row of plan.rows) yield rowXml(row, plan, styles);
  yield '</table:table></office:spreadsheet></office:body></office:document-content>';
}

/** Writes the document as an .ods file into `out` and ends it. */
export async function writeOds(doc: ExportDocument, out: NodeJS.WritableStream): Promise<void> {
  const plan = planSheet(doc);
  const styles = new CellStyles();
  await writeZipEntries(
    [
      { name: 'mimetype', content: MIMETYPE, store: true },
      { name: 'META-INF/manifest.xml', content: odfManifest(MIMETYPE) },
      { name: 'meta.xml', content: odfMeta(doc.title, doc.subject, new Date()) },
      { name: 'content.xml', content: contentPart(doc, plan, styles) },
      // After content.xml: the styles are the ones its cells turned out to use.
      { name: 'styles.xml', content: () => stylesPart(doc, styles) },
    ],
    out,
  );
}
