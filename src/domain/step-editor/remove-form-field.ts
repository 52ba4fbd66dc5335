/** Removes a field from a form; fields shown only under its value lose that condition rather than vanish. */
import type { StepForm } from '../steps/step-definition';
import { listFormFields, writeFormFields } from './form-fields';

/** The form without the field. */
export function removeFormField(form: StepForm, name: string): StepForm {
  const fields = listFormFields(form)
    .filter((f) => f.name !== name)
    .map((f) => (f.condition?.field === name ? { ...f, condition: null } : f));
  return writeFormFields(form, fields);
}
