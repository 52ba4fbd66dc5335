/**
 * Validates a whole step submission: the form's own fields against the form schema, and every record of
 * each record collection (kept in the same data under the collection's key) against its item schema.
 * Server and browser call this one function with the same ajv configuration.
 */
import type { ErrorObject } from 'ajv';
import { getStepFormValidator, getStepRecordValidator, type FormDefinition } from './create-form-validator';

/** Raw ajv errors of the submission, record errors located under `/key/index/field`. */
export function validateStepSubmission(definition: FormDefinition, data: Record<string, unknown>): ErrorObject[] {
  const recordKeys = new Set((definition.records ?? []).map((r) => r.key));
  const formPart = Object.fromEntries(Object.entries(data).filter(([k]) => !recordKeys.has(k)));
  const validate = getStepFormValidator(definition);
  const errors: ErrorObject[] = validate(formPart) ? [] : [...(validate.errors ?? [])];
  for (const collection of definition.records ?? []) {
    const value = data[collection.key];
    if (value === undefined) continue;
    if (!Array.isArray(value)) {
      errors.push({ keyword: 'type', instancePath: `/${collection.key}`, schemaPath: '#/type', params: { type: 'array' }, message: 'must be array' });
      continue;
    }
    const validateRecord = getStepRecordValidator(definition, collection.key)!;
    value.forEach((record, index) => {
      if (validateRecord(record)) return;
      for (const e of validateRecord.errors ?? []) errors.push({ ...e, instancePath: `/${collection.key}/${index}${e.instancePath}` });
    });
  }
  return errors;
}
