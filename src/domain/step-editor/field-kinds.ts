/**
 * The kinds of form field an administrator picks from instead of writing JSON Schema: each is one row of
 * the step-definition guide's table (date, amount, options …) with the schema it stands for and the
 * widgets that can edit it.
 */
import { AMOUNT_PATTERN, PERCENT_PATTERN, SIGNED_AMOUNT_PATTERN } from '../steps/decimal-patterns';
import type { FormWidgetName } from '../steps/form-widgets';
import type { JsonSchemaNode } from '../steps/step-definition';
import { arrayItems, typesOf } from '../steps/walk-form-schema';

/** A field kind; `custom` is any schema the editor does not model (edited in the JSON view). */
export type FieldKind =
  | 'text'
  | 'date'
  | 'dateRange'
  | 'amount'
  | 'signedAmount'
  | 'percent'
  | 'integer'
  | 'boolean'
  | 'choice'
  | 'multiChoice'
  | 'cityDistrict'
  | 'email'
  | 'uri'
  | 'custom';

/** What the editor knows of a kind. */
export interface FieldKindSpec {
  label: string;
  /** Widgets that fit the kind, the default first. */
  widgets: readonly FormWidgetName[];
  /** The schema of a new field of this kind, without title. */
  schema: () => JsonSchemaNode;
}

/** Labels of the widgets, as the kind and widget menus show them. */
export const WIDGET_LABELS: Readonly<Record<FormWidgetName, string>> = {
  text: '單行文字',
  textarea: '多行文字',
  select: '下拉選單',
  radio: '單選按鈕',
  checkboxes: '多選方塊',
  checkbox: '勾選方塊',
  updown: '數字調整',
  hidden: '隱藏',
  email: '電子郵件',
  uri: '網址',
  rocDate: '民國日期',
  rocDateRange: '民國日期區間',
  amount: '金額',
  percent: '百分比',
  cityDistrict: '縣市區',
};

/** Every kind the editor can create, in menu order. */
export const FIELD_KINDS: Readonly<Record<Exclude<FieldKind, 'custom'>, FieldKindSpec>> = {
  text: { label: '文字', widgets: ['text', 'textarea', 'hidden'], schema: () => ({ type: 'string', maxLength: 100 }) },
  date: { label: '日期', widgets: ['rocDate'], schema: () => ({ type: 'string', format: 'date' }) },
  dateRange: {
    label: '日期區間',
    widgets: ['rocDateRange'],
    schema: () => ({ type: 'array', minItems: 2, maxItems: 2, items: { type: 'string', format: 'date' } }),
  },
  amount: { label: '金額（元）', widgets: ['amount'], schema: () => ({ type: 'string', pattern: AMOUNT_PATTERN }) },
  signedAmount: { label: '金額（可為負數）', widgets: ['amount'], schema: () => ({ type: 'string', pattern: SIGNED_AMOUNT_PATTERN }) },
  percent: { label: '百分比', widgets: ['percent'], schema: () => ({ type: 'string', pattern: PERCENT_PATTERN }) },
  integer: { label: '件數、天數（整數）', widgets: ['updown', 'hidden'], schema: () => ({ type: 'integer', minimum: 0 }) },
  boolean: { label: '是／否', widgets: ['checkbox', 'radio', 'hidden'], schema: () => ({ type: 'boolean' }) },
  choice: { label: '單選選項', widgets: ['select', 'radio'], schema: () => ({ type: 'string', enum: ['選項一', '選項二'] }) },
  multiChoice: {
    label: '多選選項',
    widgets: ['checkboxes'],
    schema: () => ({ type: 'array', uniqueItems: true, items: { type: 'string', enum: ['選項一', '選項二'] } }),
  },
  cityDistrict: { label: '縣市區', widgets: ['cityDistrict'], schema: () => ({ type: 'string', maxLength: 20 }) },
  email: { label: '電子郵件', widgets: ['email', 'text'], schema: () => ({ type: 'string', format: 'email', maxLength: 100 }) },
  uri: { label: '網址', widgets: ['uri', 'text'], schema: () => ({ type: 'string', format: 'uri', maxLength: 500 }) },
};

/** Label of any kind, custom included. */
export function fieldKindLabel(kind: FieldKind): string {
  return kind === 'custom' ? '自訂（請於 JSON 檢視編輯）' : FIELD_KINDS[kind].label;
}

/** The widgets a kind may use; a custom field keeps whatever it has. */
export function widgetsOfKind(kind: FieldKind): readonly FormWidgetName[] {
  return kind === 'custom' ? [] : FIELD_KINDS[kind].widgets;
}

/** Recognises the kind of an existing field from its schema and widget. */
export function detectFieldKind(node: JsonSchemaNode, ui: JsonSchemaNode | undefined): FieldKind {
  const types = typesOf(node);
  if (types.length !== 1) return 'custom';
  const widget = ui?.['ui:widget'];
  switch (types[0]) {
    case 'array': {
      const items = arrayItems(node);
      if (items?.format === 'date' && node.minItems === 2 && node.maxItems === 2) return 'dateRange';
      if (items && Array.isArray(items.enum) && node.uniqueItems === true) return 'multiChoice';
      return 'custom';
    }
    case 'boolean':
      return 'boolean';
    case 'integer':
      return 'integer';
    case 'string':
      if (Array.isArray(node.enum)) return 'choice';
      if (node.format === 'date') return 'date';
      if (node.format === 'email') return 'email';
      if (node.format === 'uri') return 'uri';
      if (node.pattern === AMOUNT_PATTERN) return 'amount';
      if (node.pattern === SIGNED_AMOUNT_PATTERN) return 'signedAmount';
      if (node.pattern === PERCENT_PATTERN) return 'percent';
      if (widget === 'cityDistrict') return 'cityDistrict';
      return 'text';
    default:
      return 'custom';
  }
}

/** The options of a choice or multi-choice field (its enum), as text. */
export function readFieldOptions(node: JsonSchemaNode): string[] {
  const source = Array.isArray(node.enum) ? node.enum : Array.isArray(arrayItems(node)?.enum) ? (arrayItems(node)!.enum as unknown[]) : [];
  return source.map(String);
}
