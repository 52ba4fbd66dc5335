/**
 * Formats one stored value the way a printed form shows it: ROC dates (115年3月2日), amounts and numbers
 * with thousands separators, money in words (新臺幣壹佰貳拾萬元整), 是／否, the titles of enum choices.
 * The format comes from the layout or, when it names none, from the field's schema and widget.
 */
import { formatChineseAmount } from '../budget-book/format-budget-number';
import { groupThousands, parseMoney } from '../money';
import { toRocParts } from '../roc-date';
import type { JsonSchemaNode } from '../steps/step-definition';
import { typesOf } from '../steps/walk-form-schema';
import type { ExportAlign, ExportCell } from './export-document';

/** A display format a layout may ask for. */
export type ExportValueFormat = 'text' | 'rocDate' | 'amount' | 'amountInWords' | 'number' | 'boolean';

/** The formats a layout may name after a placeholder's bar ({{awardAmount|amountInWords}}). */
export const EXPORT_VALUE_FORMATS: readonly ExportValueFormat[] = ['text', 'rocDate', 'amount', 'amountInWords', 'number', 'boolean'];

/** What the formatter knows of a field: its schema node and its uiSchema widget. */
export interface ExportFieldShape {
  schema?: JsonSchemaNode;
  widget?: string;
}

/** The format a field prints in when the layout does not say. */
export function inferExportFormat(shape: ExportFieldShape): ExportValueFormat {
  const schema = shape.schema ?? {};
  if (shape.widget === 'amount') return 'amount';
  if (shape.widget === 'rocDate' || schema.format === 'date' || schema.format === 'date-time') return 'rocDate';
  const types = typesOf(schema);
  if (types.includes('boolean')) return 'boolean';
  if (types.includes('number') || types.includes('integer')) return 'number';
  return 'text';
}

/** A date or date-time as a form prints it: 115年3月2日, with the time when one is stored; '' when unusable. */
export function formatRocWritten(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) return '';
  const parts = toRocParts(value.trim());
  if (!parts) return String(value);
  const date = `${parts.rocYear}年${parts.month}月${parts.day}日`;
  const hasTime = /[T\s]\d{1,2}:\d{2}/.test(value);
  return hasTime ? `${date} ${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}` : date;
}

/** A decimal with thousands separators, keeping the decimals it was entered with (1200000.5 → 1,200,000.5). */
export function formatDecimalText(value: unknown): string {
  const decimal = parseMoney(typeof value === 'number' || typeof value === 'string' ? value : null);
  if (!decimal) return value === undefined || value === null ? '' : String(value);
  const [whole = '0', fraction] = decimal.toFixed().split('.');
  return fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole);
}

/** Money in words with the 新臺幣 prefix forms use: 1200000 → 新臺幣壹佰貳拾萬元整. */
export function formatAmountInWords(value: unknown): string {
  const decimal = parseMoney(typeof value === 'number' || typeof value === 'string' ? value : null);
  if (!decimal) return '';
  return formatChineseAmount(decimal.toFixed(), '新臺幣');
}

function choiceTitle(schema: JsonSchemaNode, value: unknown): string | undefined {
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (!Array.isArray(options)) continue;
    for (const option of options as JsonSchemaNode[]) {
      if (option && option.const === value && typeof option.title === 'string') return option.title;
    }
  }
  const names = schema.enumNames;
  if (Array.isArray(schema.enum) && Array.isArray(names)) {
    const index = (schema.enum as unknown[]).indexOf(value);
    if (index >= 0 && typeof names[index] === 'string') return names[index] as string;
  }
  return undefined;
}

function plainText(value: unknown, schema: JsonSchemaNode | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) {
    const items = schema && typeof schema.items === 'object' ? (schema.items as JsonSchemaNode) : undefined;
    return value.map((v) => plainText(v, items)).filter(Boolean).join('、');
  }
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object') return '';
  return (schema && choiceTitle(schema, value)) ?? String(value);
}

/** Formats a value as a cell: the text, the plain number spreadsheets store, and the alignment. */
export function formatExportCell(value: unknown, format: ExportValueFormat, shape: ExportFieldShape = {}): ExportCell {
  const right: ExportAlign = 'right';
  switch (format) {
    case 'rocDate':
      return { text: formatRocWritten(value) };
    case 'amount':
    case 'number': {
      const decimal = parseMoney(typeof value === 'number' || typeof value === 'string' ? value : null);
      if (!decimal) return { text: plainText(value, shape.schema) };
      return { text: formatDecimalText(value), number: decimal.toFixed(), align: right };
    }
    case 'amountInWords':
      return { text: formatAmountInWords(value) };
    case 'boolean':
      return { text: value === true ? '是' : value === false ? '否' : '' };
    case 'text':
      return { text: plainText(value, shape.schema) };
  }
}
