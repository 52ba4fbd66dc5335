/** Checks that a uiSchema widget can edit the field it is put on (e.g. amount only on exact-decimal strings). */
import { AMOUNT_PATTERNS, PERCENT_PATTERN } from './decimal-patterns';
import type { FormWidgetName } from './form-widgets';
import type { JsonSchemaNode } from './step-definition';
import { arrayItems, typesOf } from './walk-form-schema';

function hasChoices(node: JsonSchemaNode): boolean {
  return Array.isArray(node.enum) || Array.isArray(node.oneOf) || Array.isArray(node.anyOf);
}

function isDateString(node: JsonSchemaNode | undefined): boolean {
  return node !== undefined && typesOf(node).includes('string') && node.format === 'date';
}

/** Explains why the widget cannot edit the field, or returns null when it fits. */
export function explainWidgetMisfit(widget: FormWidgetName, node: JsonSchemaNode): string | null {
  const types = typesOf(node);
  const isString = types.includes('string');
  switch (widget) {
    case 'rocDate':
      return isDateString(node) ? null : 'rocDate 只能用於 type string、format date 的欄位';
    case 'rocDateRange': {
      const items = arrayItems(node);
      const ok = types.includes('array') && isDateString(items) && node.minItems === 2 && node.maxItems === 2;
      return ok ? null : 'rocDateRange 只能用於兩個日期（items 為 format date，minItems、maxItems 皆為 2）的陣列欄位';
    }
    case 'amount':
      return isString && typeof node.pattern === 'string' && AMOUNT_PATTERNS.has(node.pattern)
        ? null
        : 'amount 只能用於 type string 且 pattern 為金額小數樣式的欄位（金額不可用 number）';
    case 'percent':
      return isString && node.pattern === PERCENT_PATTERN ? null : 'percent 只能用於 type string 且 pattern 為百分比小數樣式的欄位';
    case 'cityDistrict':
    case 'text':
    case 'textarea':
    case 'email':
    case 'uri':
      return isString ? null : `${widget} 只能用於 type string 的欄位`;
    case 'select':
      return hasChoices(node) ? null : 'select 只能用於有 enum 或 oneOf 選項的欄位';
    case 'radio':
      return hasChoices(node) || types.includes('boolean') ? null : 'radio 只能用於有選項或 boolean 的欄位';
    case 'checkboxes': {
      const items = arrayItems(node);
      return types.includes('array') && items !== undefined && hasChoices(items) && node.uniqueItems === true
        ? null
        : 'checkboxes 只能用於選項陣列（items 有 enum，且 uniqueItems 為 true）';
    }
    case 'checkbox':
      return types.includes('boolean') ? null : 'checkbox 只能用於 boolean 欄位';
    case 'updown':
      return types.includes('integer') ? null : 'updown 只能用於 integer 欄位';
    case 'hidden':
      return null;
  }
}
