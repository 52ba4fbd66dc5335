/**
 * Turns a stored field value into the text a reader sees (view mode and record tables): ROC dates, money
 * with commas and 2 decimals, 是/否, city + district names, choices joined with 、.
 */
import { formatMoney } from '../../src/domain/money';
import { formatRoc } from '../../src/domain/roc-date';
import { AMOUNT_PATTERNS, PERCENT_PATTERN } from '../../src/domain/steps/decimal-patterns';
import type { JsonSchemaNode } from '../../src/domain/steps/step-definition';
import { fullNameByCode } from '../../src/domain/taiwan-districts';

/** The widget a field is shown with: its ui:widget, else what its schema implies. */
export function widgetOf(schema: JsonSchemaNode, uiSchema?: JsonSchemaNode): string | undefined {
  const named = uiSchema?.['ui:widget'];
  if (typeof named === 'string') return named;
  if (schema.format === 'date') return 'rocDate';
  if (typeof schema.pattern === 'string' && AMOUNT_PATTERNS.has(schema.pattern)) return 'amount';
  if (schema.pattern === PERCENT_PATTERN) return 'percent';
  return undefined;
}

function choiceTitle(schema: JsonSchemaNode, value: unknown): string {
  // oneOf: [{ const, title }] is rjsf's way of naming choices; plain enums show the value itself.
  const options = Array.isArray(schema.oneOf) ? (schema.oneOf as JsonSchemaNode[]) : [];
  const match = options.find((option) => option.const === value);
  return typeof match?.title === 'string' ? match.title : String(value);
}

/** The display text of a value; '' when there is nothing to show. */
export function formatFieldValue(schema: JsonSchemaNode, uiSchema: JsonSchemaNode | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) {
    const items = (typeof schema.items === 'object' && schema.items !== null ? schema.items : {}) as JsonSchemaNode;
    if (widgetOf(schema, uiSchema) === 'rocDateRange') return value.map((v) => formatRoc(String(v ?? '')) || '—').join(' ～ ');
    return value.map((v) => formatFieldValue(items, undefined, v)).filter(Boolean).join('、');
  }
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'object') return JSON.stringify(value);
  switch (widgetOf(schema, uiSchema)) {
    case 'rocDate':
      return formatRoc(String(value)) || String(value);
    case 'amount':
      return formatMoney(String(value)) || String(value);
    case 'percent':
      return `${String(value)}%`;
    case 'cityDistrict':
      return fullNameByCode(String(value)) ?? String(value);
    default:
      return choiceTitle(schema, value);
  }
}
