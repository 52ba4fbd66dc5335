/**
 * Builds the printable document of one export form from the step's layout and stored data: placeholders
 * filled, fields formatted (ROC dates, amounts, 國字大寫), record tables with totals, the sign-off block.
 * Sealed fields the caller may not read print as （未公開）, never their value.
 */
import { parseMoney } from '../money';
import type { ExportBlock, ExportForm, StepDefinition } from '../steps/step-definition';
import { effectiveExportLayout } from './default-export-layout';
import { describeFormField, describeRecordField, fieldTitle, findRecordCollection } from './describe-export-fields';
import type { ExportCell, ExportDocument, ExportDocumentBlock, ExportSignatureRow } from './export-document';
import { fillPlaceholders, isBuiltInPlaceholder, type Placeholder } from './export-placeholders';
import { EXPORT_VALUE_FORMATS, formatExportCell, formatRocWritten, inferExportFormat, type ExportFieldShape, type ExportValueFormat } from './format-export-value';

/** What the printed text says for a sealed field. */
export const SEALED_TEXT = '（未公開）';

/** The project facts a form prints. */
export interface ExportProjectFacts {
  name: string;
  number: string;
  agency: string;
  unit: string;
  place: string;
}

/** Everything a form is printed from. */
export interface ExportSource {
  definition: Pick<StepDefinition, 'id' | 'title' | 'form' | 'records' | 'signOff'>;
  form: ExportForm;
  data: Record<string, unknown>;
  /** Top-level fields sealed for the caller. */
  hiddenFields: readonly string[];
  project: ExportProjectFacts;
  /** The sign-off block's lines, one per party the step's sign-off names. */
  signatures: ExportSignatureRow[];
  /** The print date, YYYY-MM-DD in Taiwan. */
  today: string;
}

function readPath(data: unknown, path: string): unknown {
  let node = data;
  for (const segment of path.split('.')) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

function asFormat(name: string | undefined): ExportValueFormat | undefined {
  return name && (EXPORT_VALUE_FORMATS as readonly string[]).includes(name) ? (name as ExportValueFormat) : undefined;
}

function fieldCell(source: ExportSource, path: string, format: ExportValueFormat | undefined): ExportCell {
  if (source.hiddenFields.includes(path.split('.')[0] ?? '')) return { text: SEALED_TEXT };
  const shape: ExportFieldShape = describeFormField(source.definition, path) ?? {};
  return formatExportCell(readPath(source.data, path), format ?? inferExportFormat(shape), shape);
}

function fillText(source: ExportSource, text: string): string {
  const builtIn: Record<string, string> = {
    'project.name': source.project.name,
    'project.number': source.project.number,
    'project.agency': source.project.agency,
    'project.unit': source.project.unit,
    'project.place': source.project.place,
    'step.id': source.definition.id,
    'step.title': source.definition.title,
    today: formatRocWritten(source.today),
  };
  return fillPlaceholders(text, (p: Placeholder) => {
    if (isBuiltInPlaceholder(p.name)) return builtIn[p.name] ?? '';
    return fieldCell(source, p.name, asFormat(p.format)).text;
  });
}

function sumColumn(rows: readonly ExportCell[][], index: number): ExportCell {
  let total = parseMoney(0)!;
  for (const row of rows) {
    const figure = parseMoney(row[index]?.number ?? null);
    if (figure) total = total.plus(figure);
  }
  return formatExportCell(total.toFixed(), 'amount');
}

function tableBlock(source: ExportSource, block: Extract<ExportBlock, { type: 'table' }>): ExportDocumentBlock {
  const collection = findRecordCollection(source.definition, block.records);
  const shapes = block.columns.map((c) => (collection ? describeRecordField(collection, c.field) : undefined));
  const stored = source.data[block.records];
  const records = Array.isArray(stored) ? stored : [];
  const sealed = source.hiddenFields.includes(block.records);
  const rows: ExportCell[][] = sealed
    ? []
    : records.map((record) =>
        block.columns.map((column, i) => {
          const shape = shapes[i] ?? {};
          return formatExportCell(readPath(record, column.field), asFormat(column.format) ?? inferExportFormat(shape), shape);
        }),
      );
  const columns = block.columns.map((column, i) => {
    const shape = shapes[i];
    const format = asFormat(column.format) ?? inferExportFormat(shape ?? {});
    const figure = format === 'amount' || format === 'number';
    return { label: column.label ?? fieldTitle(shape, column.field), align: figure ? ('right' as const) : ('left' as const), width: figure ? 2 : 3 };
  });
  const totals = block.totals ?? [];
  const footer =
    totals.length > 0 && rows.length > 0
      ? block.columns.map((column, i): ExportCell => (totals.includes(column.field) ? { ...sumColumn(rows, i), bold: true } : i === 0 ? { text: '合計', bold: true } : { text: '' }))
      : undefined;
  if (rows.length === 0) rows.push(block.columns.map((_, i) => ({ text: i === 0 ? (sealed ? SEALED_TEXT : '（無紀錄）') : '' })));
  return { type: 'table', caption: block.caption ?? collection?.title ?? block.records, columns, rows, ...(footer ? { footer } : {}) };
}

function toDocumentBlock(source: ExportSource, block: ExportBlock): ExportDocumentBlock {
  switch (block.type) {
    case 'heading':
      return { type: 'heading', text: fillText(source, block.text) };
    case 'paragraph':
      return { type: 'paragraph', text: fillText(source, block.text), align: block.align ?? 'left' };
    case 'fields':
      return {
        type: 'fields',
        rows: block.items.map((item) => ({
          label: item.label ?? fieldTitle(describeFormField(source.definition, item.field), item.field),
          value: fieldCell(source, item.field, asFormat(item.format)),
        })),
      };
    case 'table':
      return tableBlock(source, block);
    case 'signatures':
      return { type: 'signatures', rows: source.signatures };
    case 'pageBreak':
      return { type: 'pageBreak' };
  }
}

/** The printable document of a form. */
export function buildExportDocument(source: ExportSource): ExportDocument {
  const layout = effectiveExportLayout(source.definition, source.form);
  const title = fillText(source, layout.title ?? source.form.title);
  return {
    title,
    subtitle: [source.project.agency, source.project.name].filter(Boolean).join('\u3000'),
    orientation: layout.orientation ?? 'portrait',
    blocks: layout.blocks.map((block) => toDocumentBlock(source, block)),
    footer: `${source.form.formType}\u3000列印日期：${formatRocWritten(source.today)}`,
    subject: source.project.name,
  };
}
