/**
 * Finds what a layout's field names point at in a step definition: the schema node and widget of a form
 * field (nested with dots), of a record collection's field, or nothing when the step has no such field.
 */
import type { JsonSchemaNode, RecordCollection, StepDefinition } from '../steps/step-definition';
import { collectProperties, isSchemaNode, resolveFieldPath } from '../steps/walk-form-schema';
import type { ExportFieldShape } from './format-export-value';

function widgetAt(uiSchema: unknown, path: readonly string[]): string | undefined {
  let node: unknown = uiSchema;
  for (const segment of path) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  const widget = node && typeof node === 'object' ? (node as Record<string, unknown>)['ui:widget'] : undefined;
  return typeof widget === 'string' ? widget : undefined;
}

/** The shape of a form field (`openingDate`, `committee.chair`), or undefined when the form has none. */
export function describeFormField(definition: Pick<StepDefinition, 'form'>, path: string): ExportFieldShape | undefined {
  const schema = resolveFieldPath(definition.form.schema as JsonSchemaNode, path);
  if (!schema) return undefined;
  const widget = widgetAt(definition.form.uiSchema, path.split('.'));
  return { schema, ...(widget ? { widget } : {}) };
}

/** The record collection with a key. */
export function findRecordCollection(definition: Pick<StepDefinition, 'records'>, key: string): RecordCollection | undefined {
  return (definition.records ?? []).find((r) => r.key === key);
}

/** The shape of a record collection's field, or undefined when it has none. */
export function describeRecordField(collection: RecordCollection, field: string): ExportFieldShape | undefined {
  const schema = collectProperties(collection.schema as JsonSchemaNode).get(field);
  if (!schema || !isSchemaNode(schema)) return undefined;
  const widget = widgetAt(collection.uiSchema, [field]);
  return { schema, ...(widget ? { widget } : {}) };
}

/** A field's title from its schema, or the name itself. */
export function fieldTitle(shape: ExportFieldShape | undefined, fallback: string): string {
  const title = shape?.schema?.title;
  return typeof title === 'string' && title ? title : fallback;
}
