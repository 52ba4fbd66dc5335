/**
 * The one ajv configuration for step forms and records, used by the server and the browser alike (in the browser:
 * `customizeValidator({ ajvOptionsOverrides: FORM_AJV_OPTIONS }, localizeFormErrors)` from @rjsf/validator-ajv8),
 * with validators compiled once per step id + version.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { toFormErrorSchema, toFormFieldErrors, type FormErrorSchema, type FormFieldError } from './build-form-error-schema';
import type { JsonSchemaNode, StepDefinition } from './step-definition';

export { toFormErrorSchema, toFormFieldErrors, describeFormError, localizeFormErrors, FORM_MESSAGES } from './build-form-error-schema';
export type { FormErrorSchema, FormFieldError } from './build-form-error-schema';

/**
 * ajv options shared with rjsf: pass as `ajvOptionsOverrides` to `customizeValidator` in the browser.
 * strict is off because rjsf schemas may carry rjsf-only keywords; verbose gives errors their parentSchema,
 * which the zh-TW length messages need.
 */
export const FORM_AJV_OPTIONS = { allErrors: true, strict: false, verbose: true, multipleOfPrecision: 8 } as const;

/** Creates an ajv instance with the shared options and the ajv-formats formats (date, email, uri …). */
export function createFormAjv(): Ajv {
  const ajv = new Ajv({ ...FORM_AJV_OPTIONS });
  addFormats(ajv);
  return ajv;
}

let sharedAjv: Ajv | undefined;
const validatorCache = new Map<string, ValidateFunction>();

/** The process-wide shared ajv instance (created on first use). */
export function getFormAjv(): Ajv {
  sharedAjv ??= createFormAjv();
  return sharedAjv;
}

/** Compiles a form or record schema with the shared ajv; throws ajv's error when the schema itself is invalid. */
export function compileFormSchema(schema: JsonSchemaNode): ValidateFunction {
  return getFormAjv().compile(schema);
}

function cached(key: string, schema: JsonSchemaNode): ValidateFunction {
  let validate = validatorCache.get(key);
  if (!validate) {
    validate = compileFormSchema(schema);
    validatorCache.set(key, validate);
  }
  return validate;
}

/** The part of a definition the form validator needs. */
export type FormDefinition = Pick<StepDefinition, 'id' | 'version' | 'form'> & Partial<Pick<StepDefinition, 'records'>>;

/** Returns the compiled validator of a step's form, compiling it once per step id + version. */
export function getStepFormValidator(definition: FormDefinition): ValidateFunction {
  return cached(`${definition.id}@${definition.version}#form`, definition.form.schema);
}

/** Returns the compiled validator of one record collection's item schema, once per step id + version + key. */
export function getStepRecordValidator(definition: FormDefinition, recordKey: string): ValidateFunction | undefined {
  const collection = definition.records?.find((record) => record.key === recordKey);
  if (!collection) return undefined;
  return cached(`${definition.id}@${definition.version}#records.${recordKey}`, collection.schema);
}

/** Forgets compiled validators (tests, or an administrator's unpublished draft being re-edited under one version). */
export function clearFormValidatorCache(): void {
  validatorCache.clear();
}

/** The outcome of validating one submission. */
export interface FormValidationResult {
  valid: boolean;
  /** rjsf-shaped errors with zh-TW messages. */
  errorSchema: FormErrorSchema;
  /** The same errors as a flat list. */
  errors: FormFieldError[];
}

function run(validate: ValidateFunction, data: unknown): FormValidationResult {
  const valid = validate(data);
  const errors = valid ? [] : (validate.errors ?? []);
  return { valid: Boolean(valid), errorSchema: toFormErrorSchema(errors), errors: toFormFieldErrors(errors) };
}

/** Validates a form submission against its step definition. */
export function validateStepForm(definition: FormDefinition, data: unknown): FormValidationResult {
  return run(getStepFormValidator(definition), data);
}

/** Validates one record of a record collection; an unknown collection key is reported as a root error. */
export function validateStepRecord(definition: FormDefinition, recordKey: string, data: unknown): FormValidationResult {
  const validate = getStepRecordValidator(definition, recordKey);
  if (!validate) {
    const message = `找不到紀錄清單「${recordKey}」`;
    return { valid: false, errorSchema: { __errors: [message] }, errors: [{ path: [], message }] };
  }
  return run(validate, data);
}
