/** Adds a field of a given kind at the end of a form, under a name no field has yet. */
import type { StepForm } from '../steps/step-definition';
import { FIELD_KINDS, type FieldKind } from './field-kinds';
import { listFormFields, writeFormFields, type FormField } from './form-fields';

/** The first free name of the form field1, field2 … (the administrator renames it to something telling). */
export function nextFieldName(form: StepForm, base = 'field'): string {
  const taken = new Set(listFormFields(form).map((f) => f.name));
  let n = 1;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/** The form with a new field appended, and the new field's name. */
export function addFormField(form: StepForm, kind: Exclude<FieldKind, 'custom'>, title = '新欄位'): { form: StepForm; name: string } {
  const name = nextFieldName(form);
  const spec = FIELD_KINDS[kind];
  const field: FormField = {
    name,
    schema: { ...spec.schema(), title },
    ui: { 'ui:widget': spec.widgets[0]! },
    required: false,
    condition: null,
    kind,
  };
  return { form: writeFormFields(form, [...listFormFields(form), field]), name };
}
