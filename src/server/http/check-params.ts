/**
 * Parameter checking for every call: one JSON Schema per call, checked with ajv, failures turned into the
 * spec's messages ('x'是必要參數, 'x'型別必須為..., …以上欄位為必傳!!) and thrown as an InputError.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { InputError } from '../../domain/errors';
import { missingParamMessage, requiredFieldsMessage, wrongTypeMessage } from '../../domain/param-messages';

const ajv = new Ajv({ allErrors: true, strict: false, coerceTypes: false, useDefaults: true, verbose: true });
const cache = new WeakMap<object, ValidateFunction>();

function paramName(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
}

/** Turns ajv errors into one user message in the spec's words. */
export function describeParamErrors(errors: ErrorObject[]): string {
  const missing = errors.filter((e) => e.keyword === 'required').map(paramName);
  if (missing.length > 1) return requiredFieldsMessage(missing);
  if (missing.length === 1) return missingParamMessage(missing[0]!);
  const first = errors[0]!;
  const name = paramName(first);
  if (first.keyword === 'type') return wrongTypeMessage(name, String(first.params.type).split(','));
  // A required string sent empty counts as missing: the user left the field blank.
  if (first.keyword === 'minLength' && first.params.limit === 1) return missingParamMessage(name);
  const custom = (first.parentSchema as { 'x-message'?: string } | undefined)?.['x-message'];
  if (custom) return custom;
  if (first.keyword === 'enum') return `'${name}'的值不在允許範圍內`;
  return `'${name}'格式不符合`;
}

/**
 * Checks `input` against `schema` and returns it typed; throws InputError with the spec's message.
 * The schema object is compiled once and cached.
 */
export function checkParams<const S extends JSONSchema>(schema: S, input: unknown): FromSchema<S>;
export function checkParams(schema: JSONSchema, input: unknown): unknown {
  let validate = cache.get(schema as object);
  if (!validate) {
    validate = ajv.compile(schema as object);
    cache.set(schema as object, validate);
  }
  const value = input ?? {};
  if (!validate(value)) {
    throw new InputError(describeParamErrors(validate.errors ?? []), {
      log: `parameter check failed: ${ajv.errorsText(validate.errors)}`,
    });
  }
  return value;
}
