/**
 * Writes a printable document as an OpenDocument text (.odt, ODF 1.3): Noto Sans TC, A4 in the document's
 * orientation with 2 cm margins, a footer with the document's footer text and the page number, the title
 * centred large, tables with borders whose header row repeats on every page and whose rows never split,
 * figures as float cells with thousands separators. content.xml streams block by block and row by row.
 */
import type { ExportAlign, ExportCell, ExportDocument, ExportDocumentBlock, ExportTableColumn } from '../../../domain/exports/export-document';
import { ODF_FONT_FACES, ODF_FONT_PROPERTIES, ODF_NAMESPACES, XML_HEAD, odfManifest, odfMeta, odfPage, odfPageLayout } from './odf-namespaces';
import { odfLine, odfLines } from './odf-text';
import { FIELD_WIDTHS, SIGNATURE_HEADERS, SIGNATURE_WIDTHS } from './fixed-block-columns';
import { decimalsOf } from './plan-sheet-rows';
import { writeZipEntries } from './write-zip-entries';

const MIMETYPE = 'application/vnd.oasis.opendocument.text';
const BORDER = '0.5pt solid #7b8794';
const INDENT_CM = 0.4;
/** Indent levels that have a paragraph style; deeper levels print at the deepest. */
const MAX_INDENT = 8;
/** Decimals that have a number cell style; figures with more print as text. */
const MAX_DECIMALS = 6;
const ALIGNS: readonly ExportAlign[] = ['left', 'center', 'right'];
const CELL_KINDS = ['head', 'label', 'body', 'foot'] as const;
type CellKind = (typeof CELL_KINDS)[number];
const CELL_FILL: Record<CellKind, string> = { head: '#e3eaf2', label: '#eef2f6', body: '', foot: '#f6f1dc' };

/** Paragraph style of table text: alignment, weight and indent. */
function cellParagraphStyle(align: ExportAlign, bold: boolean, indent: number): string {
  return `P${align[0]}${bold ? 'b' : 'n'}${Math.min(Math.max(indent, 0), MAX_INDENT)}`;
}

/** The relative column widths of each block printed as a table, in order (undefined for other blocks). */
function tableWidths(blocks: readonly ExportDocumentBlock[]): (readonly number[] | undefined)[] {
  return blocks.map((block) => {
    if (block.type === 'fields') return FIELD_WIDTHS;
    if (block.type === 'signatures' && block.rows.length > 0) return SIGNATURE_WIDTHS;
    if (block.type === 'table' && block.columns.length > 0) return block.columns.map((column) => (column.width > 0 ? column.width : 1));
    return undefined;
  });
}

/** Column styles of every table, which ODF wants among the automatic styles before the body. */
function columnStyles(doc: ExportDocument): string {
  const contentWidth = odfPage(doc.orientation).contentWidth;
  return tableWidths(doc.blocks)
    .map((widths, block) => {
      if (!widths) return '';
      const total = widths.reduce((sum, width) => sum + width, 0);
      return widths
        .map(
          (width, i) =>
            `<style:style style:name="T${block + 1}.C${i + 1}" style:family="table-column"><style:table-column-properties style:column-width="${((width / total) * contentWidth).toFixed(3)}cm"/></style:style>`,
        )
        .join('');
    })
    .join('');
}

function automaticStyles(doc: ExportDocument): string {
  const page = odfPage(doc.orientation);
  const paragraphs: string[] = [];
  for (const align of ALIGNS) {
    for (const bold of [false, true]) {
      for (let indent = 0; indent <= MAX_INDENT; indent += 1) {
        const textAlign = align === 'left' ? 'start' : align === 'right' ? 'end' : 'center';
        paragraphs.push(
          `<style:style style:name="${cellParagraphStyle(align, bold, indent)}" style:family="paragraph" style:parent-style-name="Table_20_Contents">` +
            `<style:paragraph-properties fo:text-align="${textAlign}"${indent > 0 ? ` fo:margin-left="${(indent * INDENT_CM).toFixed(2)}cm"` : ''}/>` +
            (bold ? '<style:text-properties fo:font-weight="bold" style:font-weight-asian="bold" style:font-weight-complex="bold"/>' : '') +
            '</style:style>',
        );
      }
    }
  }
  // Text after a page break starts with a style that breaks before it; the title's names the master page.
  const breakVariants = ['Heading', 'Text_20_body', 'Caption_20_Text'].flatMap((parent) =>
    ALIGNS.map(
      (align) =>
        `<style:style style:name="Break_${parent}_${align}" style:family="paragraph" style:parent-style-name="${parent}">` +
        `<style:paragraph-properties fo:break-before="page" fo:text-align="${align === 'left' ? 'start' : align === 'right' ? 'end' : 'center'}"/></style:style>`,
    ),
  );
  const aligned = ALIGNS.map(
    (align) =>
      `<style:style style:name="Text_${align}" style:family="paragraph" style:parent-style-name="Text_20_body">` +
      `<style:paragraph-properties fo:text-align="${align === 'left' ? 'justify' : align === 'right' ? 'end' : 'center'}"/></style:style>`,
  );
  const cells = CELL_KINDS.flatMap((kind) => {
    const fill = CELL_FILL[kind] ? ` fo:background-color="${CELL_FILL[kind]}"` : '';
    const props = `<style:table-cell-properties fo:border="${BORDER}" fo:padding="0.1cm" style:vertical-align="middle"${fill}/>`;
    const plain = `<style:style style:name="C${kind}" style:family="table-cell">${props}</style:style>`;
    const numbers = Array.from(
      { length: MAX_DECIMALS + 1 },
      (_, d) => `<style:style style:name="C${kind}${d}" style:family="table-cell" style:data-style-name="N${d}">${props}</style:style>`,
    );
    return [plain, ...numbers];
  });
  const numberStyles = Array.from(
    { length: MAX_DECIMALS + 1 },
    (_, d) =>
      `<number:number-style style:name="N${d}"><number:number number:decimal-places="${d}" number:min-decimal-places="${d}" number:min-integer-digits="1" number:grouping="true"/></number:number-style>`,
  );
  return (
    '<office:automatic-styles>' +
    numberStyles.join('') +
    '<style:style style:name="TitleFirst" style:family="paragraph" style:parent-style-name="Title" style:master-page-name="Standard"/>' +
    paragraphs.join('') +
    breakVariants.join('') +
    aligned.join('') +
    cells.join('') +
    columnStyles(doc) +
    '<style:style style:name="Row" style:family="table-row"><style:table-row-properties fo:keep-together="always"/></style:style>' +
    `<style:style style:name="Table" style:family="table"><style:table-properties style:width="${page.contentWidth}cm" table:align="margins" fo:margin-top="0.1cm" fo:margin-bottom="0.3cm"/></style:style>` +
    `<style:style style:name="TableBreak" style:family="table"><style:table-properties style:width="${page.contentWidth}cm" table:align="margins" fo:margin-top="0.1cm" fo:margin-bottom="0.3cm" fo:break-before="page"/></style:style>` +
    '</office:automatic-styles>'
  );
}

function stylesPart(doc: ExportDocument): string {
  const page = odfPage(doc.orientation);
  const paragraph = (name: string, display: string, props: string, text: string, parent = 'Standard') =>
    `<style:style style:name="${name}" style:display-name="${display}" style:family="paragraph" style:parent-style-name="${parent}">` +
    `<style:paragraph-properties ${props}/><style:text-properties ${text}/></style:style>`;
  const size = (pt: number) => `fo:font-size="${pt}pt" style:font-size-asian="${pt}pt" style:font-size-complex="${pt}pt"`;
  const bold = 'fo:font-weight="bold" style:font-weight-asian="bold" style:font-weight-complex="bold"';
  return (
    `${XML_HEAD}<office:document-styles ${ODF_NAMESPACES} office:version="1.3">${ODF_FONT_FACES}<office:styles>` +
    `<style:default-style style:family="paragraph"><style:paragraph-properties fo:line-height="130%"/><style:text-properties ${ODF_FONT_PROPERTIES} ${size(11)}/></style:default-style>` +
    '<style:style style:name="Standard" style:family="paragraph" style:class="text"/>' +
    paragraph('Title', 'Title', 'fo:text-align="center" fo:margin-bottom="0.2cm" fo:keep-with-next="always"', `${size(18)} ${bold}`) +
    paragraph('Subtitle', 'Subtitle', 'fo:text-align="center" fo:margin-bottom="0.4cm"', `${size(11)} fo:color="#444444"`) +
    paragraph('Heading', 'Heading', 'fo:margin-top="0.3cm" fo:margin-bottom="0.15cm" fo:keep-with-next="always"', `${size(13)} ${bold}`) +
    paragraph('Text_20_body', 'Text body', 'fo:margin-bottom="0.2cm"', size(11)) +
    paragraph('Caption_20_Text', 'Caption Text', 'fo:margin-top="0.2cm" fo:margin-bottom="0.1cm" fo:keep-with-next="always"', `${size(11)} ${bold}`) +
    paragraph('Table_20_Contents', 'Table Contents', 'fo:line-height="120%"', size(10)) +
    paragraph('Footer', 'Footer', '', `${size(8)} fo:color="#555555"`) +
    '</office:styles>' +
    `<office:automatic-styles>${odfPageLayout('pm1', doc.orientation)}` +
    '<style:style style:name="FooterTabs" style:family="paragraph" style:parent-style-name="Footer"><style:paragraph-properties>' +
    `<style:tab-stops><style:tab-stop style:position="${page.contentWidth}cm" style:type="right"/></style:tab-stops></style:paragraph-properties></style:style>` +
    '</office:automatic-styles><office:master-styles><style:master-page style:name="Standard" style:page-layout-name="pm1"><style:footer>' +
    `<text:p text:style-name="FooterTabs">${odfLine(doc.footer)}<text:tab/>第 <text:page-number text:select-page="current">1</text:page-number> 頁</text:p>` +
    '</style:footer></style:master-page></office:master-styles></office:document-styles>'
  );
}

function paragraphs(style: string, text: string): string {
  return odfLines(text)
    .map((line) => `<text:p text:style-name="${style}">${line}</text:p>`)
    .join('');
}

function cellXml(kind: CellKind, cell: ExportCell | undefined, align: ExportAlign, span = 1): string {
  const text = cell?.text ?? '';
  const paragraphStyle = cellParagraphStyle(cell?.align ?? align, cell?.bold ?? kind === 'head', cell?.indent ?? 0);
  const spanned = span > 1 ? ` table:number-columns-spanned="${span}"` : '';
  const covered = '<table:covered-table-cell/>'.repeat(Math.max(span - 1, 0));
  const number = cell?.number;
  if (number !== undefined && /^-?\d+(\.\d+)?$/.test(number) && decimalsOf(number) <= MAX_DECIMALS) {
    return (
      `<table:table-cell table:style-name="C${kind}${decimalsOf(number)}" office:value-type="float" office:value="${number}"${spanned}>` +
      `<text:p text:style-name="${paragraphStyle}">${odfLine(text)}</text:p></table:table-cell>${covered}`
    );
  }
  return `<table:table-cell table:style-name="C${kind}" office:value-type="string"${spanned}>${paragraphs(paragraphStyle, text)}</table:table-cell>${covered}`;
}

function row(cells: string): string {
  return `<table:table-row table:style-name="Row">${cells}</table:table-row>`;
}

/** The opening of the table of block `index` up to and including its header row (repeated on every page). */
function openTable(index: number, columnCount: number, header: string, breakBefore: boolean): string {
  const name = `T${index + 1}`;
  const columns = Array.from({ length: columnCount }, (_, i) => `<table:table-column table:style-name="${name}.C${i + 1}"/>`).join('');
  return (
    `<table:table table:name="表格${index + 1}" table:style-name="${breakBefore ? 'TableBreak' : 'Table'}">${columns}` +
    (header ? `<table:table-header-rows>${row(header)}</table:table-header-rows>` : '')
  );
}

function* tableRows(columns: readonly ExportTableColumn[], rows: Iterable<ExportCell[]>, kind: CellKind): Generator<string> {
  for (const cells of rows) yield row(columns.map((column, i) => cellXml(kind, cells[i], column.align)).join(''));
}

/** The XML of one block, in pieces; `breakBefore` puts it on a new page. */
function* blockXml(block: ExportDocumentBlock, index: number, breakBefore: boolean): Generator<string> {
  switch (block.type) {
    case 'heading':
      yield paragraphs(breakBefore ? 'Break_Heading_left' : 'Heading', block.text);
      return;
    case 'paragraph':
      yield paragraphs(breakBefore ? `Break_Text_20_body_${block.align}` : `Text_${block.align}`, block.text);
      return;
    case 'fields':
      yield openTable(index, 2, '', breakBefore);
      for (const field of block.rows) yield row(cellXml('label', { text: field.label, bold: true }, 'left') + cellXml('body', field.value, 'left'));
      yield '</table:table>';
      return;
    case 'table': {
      if (block.columns.length === 0) return;
      let tableBreak = breakBefore;
      if (block.caption) {
        yield paragraphs(breakBefore ? 'Break_Caption_20_Text_left' : 'Caption_20_Text', block.caption);
        tableBreak = false;
      }
      yield openTable(index, block.columns.length, block.columns.map((column) => cellXml('head', { text: column.label }, 'center')).join(''), tableBreak);
      yield* tableRows(block.columns, block.rows, 'body');
      if (block.footer) yield* tableRows(block.columns, [block.footer], 'foot');
      yield '</table:table>';
      return;
    }
    case 'signatures':
      if (block.rows.length === 0) return;
      yield openTable(index, SIGNATURE_HEADERS.length, SIGNATURE_HEADERS.map((label) => cellXml('head', { text: label }, 'center')).join(''), breakBefore);
      for (const signature of block.rows) {
        yield row([signature.party, signature.signer, signature.signedAt, signature.status].map((text) => cellXml('body', { text }, 'left')).join(''));
      }
      yield '</table:table>';
      return;
    case 'pageBreak':
      return;
  }
}

function* contentPart(doc: ExportDocument): Generator<string> {
  yield `${XML_HEAD}<office:document-content ${ODF_NAMESPACES} office:version="1.3">${ODF_FONT_FACES}${automaticStyles(doc)}<office:body><office:text>`;
  yield paragraphs('TitleFirst', doc.title);
  if (doc.subtitle) yield paragraphs('Subtitle', doc.subtitle);
  let breakPending = false;
  for (const [index, block] of doc.blocks.entries()) {
    if (block.type === 'pageBreak') {
      breakPending = true;
      continue;
    }
    let wrote = false;
    for (const piece of blockXml(block, index, breakPending)) {
      wrote = true;
      yield piece;
    }
    if (wrote) breakPending = false;
  }
  yield '</office:text></office:body></office:document-content>';
}

/** Writes the document as an .odt file into `out` and ends it. */
export async function writeOdt(doc: ExportDocument, out: NodeJS.WritableStream): Promise<void> {
  await writeZipEntries(
    [
      { name: 'mimetype', content: MIMETYPE, store: true },
      { name: 'META-INF/manifest.xml', content: odfManifest(MIMETYPE) },
      { name: 'meta.xml', content: odfMeta(doc.title, doc.subject, new Date()) },
      { name: 'styles.xml', content: stylesPart(doc) },
      { name: 'content.xml', content: contentPart(doc) },
    ],
    out,
  );
}
