// Test helper: fills a form schema with the shared sample values, field by field, as a user would.
import { AMOUNT_PATTERN, PERCENT_PATTERN, SIGNED_AMOUNT_PATTERN } from '../../../../src/domain/steps/decimal-patterns';
import type { JsonSchemaNode } from '../../../../src/domain/steps/step-definition';
import type { SampleValues } from './catalogue-files';

function isNode(value: unknown): value is JsonSchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fillString(node: JsonSchemaNode, samples: SampleValues): string {
  if (node.format === 'date') return samples.date;
  if (node.format === 'email') return samples.email;
  if (node.format === 'uri') return samples.uri;
  if (node.pattern === AMOUNT_PATTERN) return samples.amount;
  if (node.pattern === SIGNED_AMOUNT_PATTERN) return samples.signedAmount;
  if (node.pattern === PERCENT_PATTERN) return samples.percent;
  // Any other pattern must bring its own example, or the test cannot know a valid value.
  if (typeof node.pattern === 'string') throw new Error(`沒有樣式 ${node.pattern} 的範例值，請在 schema 加上 examples`);
  const max = typeof node.maxLength === 'number' ? node.maxLength : samples.text.length;
  return samples.text.slice(0, max);
}

/** Builds a valid value for a schema node from the sample values (examples and enums first). */
export function fillSample(node: JsonSchemaNode, samples: SampleValues): unknown {
  if (Array.isArray(node.examples) && node.examples.length > 0) return node.examples[0];
  if (Array.isArray(node.enum) && node.enum.length > 0) return node.enum[0];
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      const properties = isNode(node.properties) ? node.properties : {};
      for (const [name, child] of Object.entries(properties)) if (isNode(child)) value[name] = fillSample(child, samples);
      return value;
    }
    case 'array': {
      const items = isNode(node.items) ? node.items : {};
      if (items.format === 'date' && node.minItems === 2) return [samples.date, samples.laterDate];
      const count = Math.max(typeof node.minItems === 'number' ? node.minItems : 1, 1);
      return Array.from({ length: count }, () => fillSample(items, samples));
    }
    case 'string':
      return fillString(node, samples);
    case 'integer': {
      const min = typeof node.minimum === 'number' ? node.minimum : -Infinity;
      const max = typeof node.maximum === 'number' ? node.maximum : Infinity;
      return Math.min(Math.max(samples.integer, min), max);
    }
    case 'boolean':
      return samples.boolean;
    default:
      throw new Error(`無法為型別 ${String(type)} 產生範例值`);
  }
}
