/**
 * Sample data for the editor's preview: a plausible value for every field of a form or record schema, so
 * the step page shows as users will see it filled in. Examples and choices come first; conditional fields
 * are filled when their condition holds for the sample, as a user's answer would make them appear.
 */
import { AMOUNT_PATTERN, PERCENT_PATTERN, SIGNED_AMOUNT_PATTERN } from '../steps/decimal-patterns';
import type { JsonSchemaNode, StepDefinition } from '../steps/step-definition';
import { isSchemaNode as isNode } from '../steps/walk-form-schema';
import { readConditionalEntry } from './form-fields';

const SAMPLE_DATE = '2026-11-20';
const LATER_DATE = '2026-12-31';
const SAMPLE_TEXT = '範例內容';

function sampleString(node: JsonSchemaNode): string | undefined {
  if (node.format === 'date') return SAMPLE_DATE;
  if (node.format === 'email') return 'someone@example.gov.tw';
  if (node.format === 'uri') return 'https://www.example.gov.tw/';
  if (node.pattern === AMOUNT_PATTERN) return '1250000';
  if (node.pattern === SIGNED_AMOUNT_PATTERN) return '-35000';
  if (node.pattern === PERCENT_PATTERN) return '87.5';
  // A value for another pattern cannot be guessed; the field stays empty rather than show an error.
  if (typeof node.pattern === 'string') return undefined;
  const max = typeof node.maxLength === 'number' ? node.maxLength : SAMPLE_TEXT.length;
  const min = typeof node.minLength === 'number' ? node.minLength : 0;
  return SAMPLE_TEXT.padEnd(min, '。').slice(0, Math.max(max, 1));
}

/** A sample value for one schema node, or undefined when none fits. */
export function buildSampleValue(node: JsonSchemaNode): unknown {
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  if (node.const !== undefined) return node.const;
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum[0];
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'object':
      return buildSampleObject(node);
    case 'array': {
      const items = isNode(node.items) ? node.items : {};
      if (items.format === 'date' && node.minItems === 2) return [SAMPLE_DATE, LATER_DATE];
      const one = buildSampleValue(items);
      if (one === undefined) return undefined;
      return Array.from({ length: Math.max(typeof node.minItems === 'number' ? node.minItems : 1, 1) }, () => one);
    }
    case 'string':
      return sampleString(node);
    case 'integer': {
      const min = typeof node.minimum === 'number' ? node.minimum : 0;
      const max = typeof node.maximum === 'number' ? node.maximum : Number.MAX_SAFE_INTEGER;
      return Math.min(Math.max(3, min), max);
    }
    case 'boolean':
      return true;
    default:
      return undefined;
  }
}

function buildSampleObject(node: JsonSchemaNode): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const properties = isNode(node.properties) ? node.properties : {};
  for (const [name, child] of Object.entries(properties)) {
    if (!isNode(child)) continue;
    const sample = buildSampleValue(child);
    if (sample !== undefined) value[name] = sample;
  }
  for (const entry of Array.isArray(node.allOf) ? node.allOf : []) {
    const conditional = readConditionalEntry(entry);
    if (!conditional || value[conditional.condition.field] !== conditional.condition.value) continue;
    const sample = buildSampleValue(conditional.schema);
    if (sample !== undefined) value[conditional.name] = sample;
  }
  return value;
}

/** Sample step data: the form's fields and two records of each record collection. */
export function buildSampleStepData(definition: Pick<StepDefinition, 'form' | 'records'>): Record<string, unknown> {
  const data = buildSampleObject(definition.form.schema);
  for (const collection of definition.records ?? []) {
    const record = buildSampleObject(collection.schema);
    data[collection.key] = [record, { ...record }];
  }
  return data;
}
