/** Moves a field up or down the form. */
import type { StepForm } from '../steps/step-definition';
import { listFormFields, writeFormFields } from './form-fields';

/** The form with the field moved by `offset` places (−1 up, +1 down), clamped to the ends. */
export function moveFormField(form: StepForm, name: string, offset: number): StepForm {
  const fields = listFormFields(form);
  const from = fields.findIndex((f) => f.name === name);
  if (from < 0) return form;
  const to = Math.min(Math.max(from + offset, 0), fields.length - 1);
  if (to === from) return form;
  const [field] = fields.splice(from, 1);
  fields.splice(to, 0, field!);
  return writeFormFields(form, fields);
}
