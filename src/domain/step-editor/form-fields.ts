/**
 * A step form read as the list of fields the structured editor shows, and written back. A field lives in
 * `schema.properties`, or, when it is shown only under a condition, in an entry of `schema.allOf` of the
 * form `{ if: { properties: { controller: { const: value } }, required: [controller] }, then: { properties:
 * { field: … }, required?: [field] } }` — plain JSON Schema that rjsf shows and hides and ajv checks on the
 * server alike. The order of the fields is `ui:order` when the form has one, else the order of properties.
 */
import type { JsonSchemaNode, StepForm } from '../steps/step-definition';
import { isSchemaNode as isNode } from '../steps/walk-form-schema';
import { detectFieldKind, type FieldKind } from './field-kinds';

/** When a field is shown: another field holds a given value. */
export interface FieldCondition {
  /** The controlling field (a choice or yes/no field). */
  field: string;
  value: string | boolean;
}

/** One field of the form as the editor sees it. */
export interface FormField {
  /** The property name (English camelCase), also the key of its data and of its uiSchema entry. */
  name: string;
  schema: JsonSchemaNode;
  /** Its uiSchema entry ({} when it has none). */
  ui: JsonSchemaNode;
  required: boolean;
  condition: FieldCondition | null;
  kind: FieldKind;
}

function onlyKeys(node: JsonSchemaNode, allowed: readonly string[]): boolean {
  return Object.keys(node).every((key) => allowed.includes(key));
}

/** A conditional field's allOf entry read back, or null when the entry is something else (kept as it is). */
export function readConditionalEntry(entry: unknown): { name: string; schema: JsonSchemaNode; required: boolean; condition: FieldCondition } | null {
  if (!isNode(entry) || !onlyKeys(entry, ['if', 'then']) || !isNode(entry.if) || !isNode(entry.then)) return null;
  const test = entry.if;
  const then = entry.then;
  if (!onlyKeys(test, ['properties', 'required']) || !isNode(test.properties)) return null;
  const controllers = Object.entries(test.properties);
  if (controllers.length !== 1) return null;
  const [controller, constNode] = controllers[0]!;
  if (!isNode(constNode) || !onlyKeys(constNode, ['const'])) return null;
  const value = constNode.const;
  if (typeof value !== 'string' && typeof value !== 'boolean') return null;
  if (!Array.isArray(test.required) || test.required.length !== 1 || test.required[0] !== controller) return null;
  if (!onlyKeys(then, ['properties', 'required']) || !isNode(then.properties)) return null;
  const fields = Object.entries(then.properties);
  if (fields.length !== 1) return null;
  const [name, schema] = fields[0]!;
  if (!isNode(schema)) return null;
  const required = then.required;
  if (required !== undefined && !(Array.isArray(required) && required.length === 1 && required[0] === name)) return null;
  return { name, schema, required: Array.isArray(required), condition: { field: controller, value } };
}

/** Builds the allOf entry of a conditional field. */
export function buildConditionalEntry(field: Pick<FormField, 'name' | 'schema' | 'required' | 'condition'>): JsonSchemaNode {
  const condition = field.condition!;
  return {
    if: { properties: { [condition.field]: { const: condition.value } }, required: [condition.field] },
    then: { properties: { [field.name]: field.schema }, ...(field.required ? { required: [field.name] } : {}) },
  };
}

function uiOf(form: StepForm): JsonSchemaNode {
  return isNode(form.uiSchema) ? form.uiSchema : {};
}

/** The fields of a form in display order. */
export function listFormFields(form: StepForm): FormField[] {
  const ui = uiOf(form);
  const schema = form.schema;
  const properties = isNode(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const fields: FormField[] = [];
  for (const [name, node] of Object.entries(properties)) {
    if (!isNode(node)) continue;
    const entryUi = ui[name];
    const fieldUi = isNode(entryUi) ? entryUi : {};
    fields.push({ name, schema: node, ui: fieldUi, required: required.has(name), condition: null, kind: detectFieldKind(node, fieldUi) });
  }
  for (const entry of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const read = readConditionalEntry(entry);
    if (!read || fields.some((f) => f.name === read.name)) continue;
    const entryUi = ui[read.name];
    const fieldUi = isNode(entryUi) ? entryUi : {};
    fields.push({ ...read, ui: fieldUi, kind: detectFieldKind(read.schema, fieldUi) });
  }
  const order = Array.isArray(ui['ui:order']) ? ui['ui:order'].map(String).filter((name) => name !== '*') : [];
  if (order.length === 0) return fields;
  const position = (name: string) => {
    const at = order.indexOf(name);
    return at < 0 ? order.length : at;
  };
  // Stable: fields ui:order does not name keep their relative order after the named ones.
  return fields.map((field, index) => ({ field, index })).sort((a, b) => position(a.field.name) - position(b.field.name) || a.index - b.index).map((e) => e.field);
}

/** Whether a uiSchema entry says anything. */
function hasUi(ui: JsonSchemaNode): boolean {
  return Object.keys(ui).length > 0;
}

/**
 * Writes a field list back into the form, keeping everything the editor does not model: other schema
 * keywords, other allOf entries, root ui: options, the order of existing required names and uiSchema keys.
 */
export function writeFormFields(form: StepForm, fields: readonly FormField[]): StepForm {
  const before = listFormFields(form);
  const beforeNames = new Set(before.map((f) => f.name));
  const schema = { ...form.schema };
  const plain = fields.filter((f) => !f.condition);
  const conditional = fields.filter((f) => f.condition);

  schema.properties = Object.fromEntries(plain.map((f) => [f.name, f.schema]));

  const wanted = new Set(plain.filter((f) => f.required).map((f) => f.name));
  const oldRequired = Array.isArray(schema.required) ? schema.required.map(String) : [];
  // Names that are no fields of ours (a schema may require what only a record or allOf declares) stay.
  const kept = oldRequired.filter((name) => wanted.has(name) || !beforeNames.has(name));
  const required = [...kept, ...[...wanted].filter((name) => !kept.includes(name))];
  if (required.length > 0 || Array.isArray(form.schema.required)) schema.required = required;

  const otherEntries = (Array.isArray(schema.allOf) ? schema.allOf : []).filter((entry) => !readConditionalEntry(entry));
  const allOf = [...otherEntries, ...conditional.map(buildConditionalEntry)];
  if (allOf.length > 0) schema.allOf = allOf;
  else delete schema.allOf;

  const oldUi = uiOf(form);
  const names = new Set(fields.map((f) => f.name));
  const uiSchema: JsonSchemaNode = {};
  for (const [key, value] of Object.entries(oldUi)) {
    // Entries of fields that are gone go with them; entries of unknown keys stay for the checker to report.
    if (beforeNames.has(key) && !names.has(key)) continue;
    if (names.has(key)) {
      const field = fields.find((f) => f.name === key)!;
      if (hasUi(field.ui)) uiSchema[key] = field.ui;
      continue;
    }
    uiSchema[key] = value;
  }
  for (const field of fields) if (!(field.name in uiSchema) && hasUi(field.ui)) uiSchema[field.name] = field.ui;
  // Conditional fields come after the plain ones in the merged schema, so their place needs ui:order.
  if (conditional.length > 0 || Array.isArray(oldUi['ui:order'])) uiSchema['ui:order'] = fields.map((f) => f.name);

  const result: StepForm = { ...form, schema };
  if (hasUi(uiSchema) || form.uiSchema !== undefined) result.uiSchema = uiSchema;
  return result;
}
