/**
 * Changes one field of a form the way the structured editor's controls do: title, help text, kind,
 * widget, required, options, limits, textarea rows and the condition under which it is shown.
 */
import type { FormWidgetName } from '../steps/form-widgets';
import type { JsonSchemaNode, StepForm } from '../steps/step-definition';
import { arrayItems } from '../steps/walk-form-schema';
import { FIELD_KINDS, readFieldOptions, type FieldKind } from './field-kinds';
import { listFormFields, writeFormFields, type FieldCondition, type FormField } from './form-fields';

/** What to change; absent properties stay as they are, null removes a setting. */
export interface FieldPatch {
  title?: string;
  description?: string;
  kind?: Exclude<FieldKind, 'custom'>;
  widget?: FormWidgetName;
  required?: boolean;
  /** The choices of a single or multiple choice field. */
  options?: string[];
  maxLength?: number | null;
  minimum?: number | null;
  maximum?: number | null;
  /** Visible lines of a textarea (ui:options.rows). */
  rows?: number | null;
  condition?: FieldCondition | null;
}

function setKeyword(node: JsonSchemaNode, keyword: string, value: unknown): JsonSchemaNode {
  const next = { ...node };
  if (value === null || value === undefined || value === '') delete next[keyword];
  else next[keyword] = value;
  return next;
}

function changeKind(field: FormField, kind: Exclude<FieldKind, 'custom'>): FormField {
  const spec = FIELD_KINDS[kind];
  let schema: JsonSchemaNode = spec.schema();
  for (const keep of ['title', 'description'] as const) if (field.schema[keep] !== undefined) schema[keep] = field.schema[keep];
  const options = readFieldOptions(field.schema);
  // Choices survive a switch between single and multiple choice; retyping them would be a chore.
  if (options.length > 0 && (kind === 'choice' || kind === 'multiChoice')) schema = withOptions(schema, kind, options);
  const ui = Object.fromEntries(Object.entries(field.ui).filter(([key]) => key !== 'ui:widget' && key !== 'ui:options'));
  return { ...field, kind, schema, ui: { ...ui, 'ui:widget': spec.widgets[0]! } };
}

function withOptions(schema: JsonSchemaNode, kind: FieldKind, options: string[]): JsonSchemaNode {
  if (kind === 'multiChoice') return { ...schema, items: { ...(arrayItems(schema) ?? { type: 'string' }), enum: options } };
  return { ...schema, enum: options };
}

function withRows(ui: JsonSchemaNode, rows: number | null): JsonSchemaNode {
  const options = { ...((ui['ui:options'] as JsonSchemaNode | undefined) ?? {}) };
  if (rows === null) delete options.rows;
  else options.rows = rows;
  const next = { ...ui };
  if (Object.keys(options).length > 0) next['ui:options'] = options;
  else delete next['ui:options'];
  return next;
}

/** Applies a patch to one field; an unknown field name leaves the form unchanged. */
export function configureFormField(form: StepForm, name: string, patch: FieldPatch): StepForm {
  const fields = listFormFields(form);
  const index = fields.findIndex((f) => f.name === name);
  if (index < 0) return form;
  let field = fields[index]!;
  if (patch.kind !== undefined && patch.kind !== field.kind) field = changeKind(field, patch.kind);
  let schema = field.schema;
  if (patch.title !== undefined) schema = setKeyword(schema, 'title', patch.title);
  if (patch.description !== undefined) schema = setKeyword(schema, 'description', patch.description);
  if (patch.maxLength !== undefined) schema = setKeyword(schema, 'maxLength', patch.maxLength);
  if (patch.minimum !== undefined) schema = setKeyword(schema, 'minimum', patch.minimum);
  if (patch.maximum !== undefined) schema = setKeyword(schema, 'maximum', patch.maximum);
  if (patch.options !== undefined) schema = withOptions(schema, field.kind, patch.options);
  let ui = field.ui;
  if (patch.widget !== undefined) ui = { ...ui, 'ui:widget': patch.widget };
  if (patch.rows !== undefined) ui = withRows(ui, patch.rows);
  field = { ...field, schema, ui };
  if (patch.required !== undefined) field = { ...field, required: patch.required };
  if (patch.condition !== undefined) field = { ...field, condition: patch.condition };
  fields[index] = field;
  return writeFormFields(form, fields);
}

/** A field another field's visibility can depend on, with the values it can take. */
export interface ConditionController {
  name: string;
  title: string;
  values: (string | boolean)[];
}

/** The fields `name` can be shown under: choice and yes/no fields that are always shown, other than itself. */
export function listConditionControllers(form: StepForm, name: string): ConditionController[] {
  return listFormFields(form)
    .filter((f) => f.name !== name && !f.condition && (f.kind === 'choice' || f.kind === 'boolean'))
    .map((f) => ({
      name: f.name,
      title: typeof f.schema.title === 'string' && f.schema.title ? f.schema.title : f.name,
      values: f.kind === 'boolean' ? [true, false] : readFieldOptions(f.schema),
    }));
}
