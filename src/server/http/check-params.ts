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

/** The range of the database's integer columns, which every id, page and count must fit. */
export const INT32 = { minimum: -2147483648, maximum: 2147483647 } as const;
/** The range of plain numbers (amounts, sizes): exact in a double and within numeric(18,2). */
export const NUMBER_RANGE = { minimum: -1e15, maximum: 1e15 } as const;
/** Longest string a call takes unless its schema says otherwise. */
export const DEFAULT_MAX_STRING = 10_000;
/** A decimal id in a path or query string that fits an integer column (0 … 2147483647). */
export const ID_DIGITS_PATTERN =
  '^(?:[0-9]{1,9}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';

// Keywords whose values are data, not schemas: never rewritten.
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'examples', 'required', 'x-message']);
// Keywords whose values map names to schemas: a property may be called 'default' or 'required'.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/**
 * The schema with the bounds every call shares filled in where it is silent: integers within the integer
 * column's range, numbers within NUMBER_RANGE, strings at most DEFAULT_MAX_STRING long, digit-string ids
 * within the integer range. One place, so no call can let an out-of-range value reach the database.
 */
export function boundSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(boundSchema);
  if (!node || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, boundSchema(sub)]));
    } else {
      out[key] = DATA_KEYWORDS.has(key) ? value : boundSchema(value);
    }
  }
  const types = typeof source.type === 'string' ? [source.type] : Array.isArray(source.type) ? (source.type as string[]) : [];
  if (types.includes('integer')) {
    out.minimum ??= INT32.minimum;
    out.maximum ??= INT32.maximum;
  } else if (types.includes('number')) {
    out.minimum ??= NUMBER_RANGE.minimum;
    out.maximum ??= NUMBER_RANGE.maximum;
  }
  if (types.includes('string')) {
    out.maxLength ??= DEFAULT_MAX_STRING;
    if (source.pattern === '^[0-9]+$') out.pattern = ID_DIGITS_PATTERN;
  }
  return out;
}

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
  if (first.keyword === 'additionalProperties') return `未能識別的屬性'${String(first.params.additionalProperty)}'`;
  if (first.keyword === 'maximum' || first.keyword === 'minimum') {
    const limit = Number(first.params.limit);
    if (limit === INT32.maximum || limit === INT32.minimum) return wrongTypeMessage(name, 'integer');
    if (limit === NUMBER_RANGE.maximum || limit === NUMBER_RANGE.minimum) return wrongTypeMessage(name, 'number');
  }
  if (first.keyword === 'maxLength') {
    const min = (first.parentSchema as { minLength?: number } | undefined)?.minLength ?? 0;
    return `'${name}'字串限制在${min}~${String(first.params.limit)}`;
  }
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
    validate = ajv.compile(boundSchema(schema) as object);
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
