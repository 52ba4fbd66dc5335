/**
 * Writes a printable document as a Word document (.docx) with the docx library: A4 in the document's
 * orientation with 2 cm margins, every run set in Noto Sans TC (East-Asian and Latin), the title in the Title
 * style, tables with borders whose header rows repeat on each page (tableHeader) and whose rows never split,
 * and a footer with the document's footer text and the current page number.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageBreak,
  PageNumber,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TabStopType,
  TextRun,
  VerticalAlignTable,
  WidthType,
  type IRunOptions,
} from 'docx';
import type { ExportAlign, ExportCell, ExportDocument, ExportDocumentBlock } from '../../../domain/exports/export-document';
import { FIELD_WIDTHS, SIGNATURE_HEADERS, SIGNATURE_WIDTHS } from './fixed-block-columns';

const FONT_NAME = 'Noto Sans TC';
const FONT = { ascii: FONT_NAME, eastAsia: FONT_NAME, hAnsi: FONT_NAME, cs: FONT_NAME };
const LANGUAGE = { value: 'zh-TW', eastAsia: 'zh-TW' };
/** Twips (1/20 pt) of A4 and of a 2 cm margin. */
const A4 = { width: 11906, height: 16838 };
const MARGIN = 1134;
/** Half-points. */
const SIZE = { title: 36, subtitle: 22, heading: 26, text: 22, cell: 20, footer: 16 } as const;
const FILL = { head: 'E3EAF2', label: 'EEF2F6', foot: 'F6F1DC' } as const;
const BORDER = { style: BorderStyle.SINGLE, size: 4, color: '7B8794' };
const INDENT_TWIPS = 200;

const ALIGNMENT: Record<ExportAlign, (typeof AlignmentType)[keyof typeof AlignmentType]> = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
};

/** Runs of a text, one per line with line breaks between. */
function runs(text: string, options: Omit<IRunOptions, 'text' | 'break'> = {}): TextRun[] {
  return text.split(/\r\n|\r|\n/).map((line, i) => new TextRun({ ...options, text: line, font: FONT, language: LANGUAGE, ...(i > 0 ? { break: 1 } : {}) }));
}

interface CellLook {
  align: ExportAlign;
  bold: boolean;
  indent?: number;
  fill?: string;
}

function cell(text: string, width: number, look: CellLook, span = 1): TableCell {
  return new TableCell({
    children: [
      new Paragraph({
        alignment: ALIGNMENT[look.align],
        ...(look.indent ? { indent: { left: look.indent * INDENT_TWIPS } } : {}),
        children: runs(text, { bold: look.bold, size: SIZE.cell }),
      }),
    ],
    width: { size: width, type: WidthType.DXA },
    verticalAlign: VerticalAlignTable.CENTER,
    margins: { top: 60, bottom: 60, left: 100, right: 100 },
    borders: { top: BORDER, bottom: BORDER, left: BORDER, right: BORDER },
    ...(span > 1 ? { columnSpan: span } : {}),
    ...(look.fill ? { shading: { type: ShadingType.CLEAR, fill: look.fill, color: 'auto' } } : {}),
  });
}

function exportCell(source: ExportCell | undefined, width: number, align: ExportAlign, fill?: string): TableCell {
  return cell(source?.text ?? '', width, { align: source?.align ?? align, bold: source?.bold ?? false, indent: source?.indent ?? 0, ...(fill ? { fill } : {}) });
}

function table(widths: readonly number[], rows: TableRow[]): Table {
  return new Table({
    rows,
    width: { size: widths.reduce((sum, width) => sum + width, 0), type: WidthType.DXA },
    columnWidths: [...widths],
    layout: TableLayoutType.FIXED,
  });
}

function row(cells: TableCell[], header = false): TableRow {
  return new TableRow({ children: cells, cantSplit: true, ...(header ? { tableHeader: true } : {}) });
}

function headerRow(labels: readonly string[], widths: readonly number[]): TableRow {
  return row(
    labels.map((label, i) => cell(label, widths[i] ?? 0, { align: 'center', bold: true, fill: FILL.head })),
    true,
  );
}

function spacer(): Paragraph {
  return new Paragraph({ spacing: { after: 0 }, children: runs('', { size: 8 }) });
}

class DocxBuilder {
  constructor(private readonly contentWidth: number) {}

  private widthsOf(relative: readonly number[]): number[] {
    const clean = relative.map((width) => (width > 0 ? width : 1));
    const total = clean.reduce((sum, width) => sum + width, 0);
    return clean.map((width) => Math.floor((width / total) * this.contentWidth));
  }

  /** The section children of one block. */
  block(block: ExportDocumentBlock): (Paragraph | Table)[] {
    switch (block.type) {
      case 'heading':
        return [new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, children: runs(block.text, { bold: true, size: SIZE.heading }) })];
      case 'paragraph':
        return [new Paragraph({ alignment: ALIGNMENT[block.align], spacing: { before: 120, after: 120 }, children: runs(block.text, { size: SIZE.text }) })];
      case 'fields': {
        const widths = this.widthsOf(FIELD_WIDTHS);
        const rows = block.rows.map((field) => row([cell(field.label, widths[0]!, { align: 'left', bold: true, fill: FILL.label }), exportCell(field.value, widths[1]!, 'left')]));
        return rows.length > 0 ? [table(widths, rows), spacer()] : [];
      }
      case 'table': {
        if (block.columns.length === 0) return [];
        const widths = this.widthsOf(block.columns.map((column) => column.width));
        const rows = [headerRow(block.columns.map((column) => column.label), widths)];
        for (const cells of block.rows) rows.push(row(block.columns.map((column, i) => exportCell(cells[i], widths[i]!, column.align))));
        const footer = block.footer;
        if (footer) rows.push(row(block.columns.map((column, i) => exportCell(footer[i], widths[i]!, column.align, FILL.foot))));
        const caption = block.caption
          ? [new Paragraph({ keepNext: true, spacing: { before: 160, after: 60 }, children: runs(block.caption, { bold: true, size: SIZE.text }) })]
          : [];
        return [...caption, table(widths, rows), spacer()];
      }
      case 'signatures': {
        if (block.rows.length === 0) return [];
        const widths = this.widthsOf(SIGNATURE_WIDTHS);
        const rows = [
          headerRow(SIGNATURE_HEADERS, widths),
          ...block.rows.map((signature) =>
            row([signature.party, signature.signer, signature.signedAt, signature.status].map((text, i) => cell(text, widths[i]!, { align: 'left', bold: false }))),
          ),
        ];
        return [spacer(), table(widths, rows), spacer()];
      }
      case 'pageBreak':
        return [new Paragraph({ children: [new PageBreak()] })];
    }
  }
}

/** The docx Document of a printable document. */
function buildDocument(doc: ExportDocument): Document {
  const landscape = doc.orientation === 'landscape';
  const contentWidth = (landscape ? A4.height : A4.width) - 2 * MARGIN;
  const builder = new DocxBuilder(contentWidth);
  const children: (Paragraph | Table)[] = [new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: runs(doc.title, { bold: true, size: SIZE.title }) })];
  if (doc.subtitle) children.push(new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: runs(doc.subtitle, { size: SIZE.subtitle, color: '444444' }) }));
  for (const block of doc.blocks) children.push(...builder.block(block));
  const footer = new Footer({
    children: [
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: contentWidth }],
        children: [
          ...runs(doc.footer, { size: SIZE.footer, color: '555555' }),
          new TextRun({ children: ['\t第 ', PageNumber.CURRENT, ' 頁'], font: FONT, language: LANGUAGE, size: SIZE.footer, color: '555555' }),
        ],
      }),
    ],
  });
  const runDefaults = { font: FONT, language: LANGUAGE, size: SIZE.text };
  return new Document({
    title: doc.title,
    subject: doc.subject,
    creator: '公共工程標案管理平台',
    styles: {
      default: {
        document: { run: runDefaults },
        title: { run: { ...runDefaults, size: SIZE.title, bold: true, color: '000000' }, paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 120 } } },
        heading2: { run: { ...runDefaults, size: SIZE.heading, bold: true, color: '000000' }, paragraph: { spacing: { before: 240, after: 120 } } },
      },
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: A4.width, height: A4.height, orientation: landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN, footer: 567 },
          },
        },
        footers: { default: footer },
        children,
      },
    ],
  });
}

/** Writes the document as a .docx file into `out` and ends it. */
export async function writeDocx(doc: ExportDocument, out: NodeJS.WritableStream): Promise<void> {
  // The docx library assembles the whole package in memory; forms are small, the budget books never come as docx.
  const buffer = await Packer.toBuffer(buildDocument(doc));
  await pipeline(Readable.from([buffer]), out);
}
