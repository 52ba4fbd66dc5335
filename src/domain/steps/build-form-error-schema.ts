/**
 * Turns ajv errors into an rjsf-style errorSchema ({ field: { __errors: [message] } }) with the zh-TW
 * form-rule messages of spec doc 1 §5, so browser and server show the same words.
 */
import type { ErrorObject } from 'ajv';
import { DECIMAL_PATTERNS } from './decimal-patterns';

/** rjsf-shaped error tree: each level may carry `__errors`, children are keyed by property name or array index. */
export interface FormErrorSchema {
  __errors?: string[];
  [key: string]: FormErrorSchema | string[] | undefined;
}

/** One field error as a flat record, for logs, API responses and tests. */
export interface FormFieldError {
  /** Field path segments from the form root, e.g. ['bidders', '0', 'name']. */
  path: string[];
  message: string;
}

/** The zh-TW form-rule messages (spec doc 1 §5). */
export const FORM_MESSAGES = {
  required: '欄位必須填寫',
  range: (min: number | string, max: number | string) => `字串限制在${min}~${max}`,
  length: (len: number) => `請符合${len}個字串`,
  type: (name: '字串' | '數字' | '小數' | '網址' | '信箱' | '陣列') => `不是${name}格式`,
  fallback: '格式不符合',
} as const;

function decodePointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The field path an ajv error belongs to: required errors point at the missing field, not its parent. */
export function locateFormError(error: ErrorObject): string[] {
  const path = decodePointer(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if ((error.keyword === 'required' || error.keyword === 'dependencies') && typeof params.missingProperty === 'string') {
    return [...path, params.missingProperty];
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return [...path, params.additionalProperty];
  }
  return path;
}

function describeLength(error: ErrorObject): string {
  const schema = (error.parentSchema ?? {}) as { minLength?: number; maxLength?: number };
  const { minLength, maxLength } = schema;
  if (minLength !== undefined && minLength === maxLength) return FORM_MESSAGES.length(minLength);
  // A missing lower bound is 0; a missing upper bound is left open.
  return FORM_MESSAGES.range(minLength ?? 0, maxLength ?? '');
}

function describeType(error: ErrorObject): string {
  const expected = String((error.params as { type?: unknown }).type ?? '');
  if (expected.includes('string')) return FORM_MESSAGES.type('字串');
  if (expected.includes('array')) return FORM_MESSAGES.type('陣列');
  if (expected.includes('integer') || expected.includes('number')) return FORM_MESSAGES.type('數字');
  return FORM_MESSAGES.fallback;
}

function describeFormat(error: ErrorObject): string {
  const format = String((error.params as { format?: unknown }).format ?? '');
  if (format === 'email' || format === 'idn-email') return FORM_MESSAGES.type('信箱');
  if (format === 'uri' || format === 'url' || format === 'iri') return FORM_MESSAGES.type('網址');
  return FORM_MESSAGES.fallback;
}

/** The zh-TW message for one ajv error (needs ajv's `verbose` option for the length messages). */
export function describeFormError(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
    case 'dependencies':
      return FORM_MESSAGES.required;
    case 'minLength':
    case 'maxLength':
      return describeLength(error);
    case 'type':
      return describeType(error);
    case 'format':
      return describeFormat(error);
    case 'pattern': {
      const pattern = String((error.params as { pattern?: unknown }).pattern ?? '');
      return DECIMAL_PATTERNS.has(pattern) ? FORM_MESSAGES.type('小數') : FORM_MESSAGES.fallback;
    }
    default:
      return FORM_MESSAGES.fallback;
  }
}

/**
 * An rjsf Localizer (the second argument of customizeValidator): rewrites ajv's messages in place to the same
 * zh-TW wording, so rjsf in the browser shows exactly what the server would answer.
 */
export function localizeFormErrors(errors?: ErrorObject[] | null): void {
  for (const error of errors ?? []) error.message = describeFormError(error);
}

// `if` only reports that its `then`/`else` failed; the failing keywords are reported on their own.
const SILENT_KEYWORDS = new Set(['if']);

/** Flattens ajv errors into field errors with zh-TW messages, one message per field and wording. */
export function toFormFieldErrors(errors: readonly ErrorObject[] | null | undefined): FormFieldError[] {
  const seen = new Set<string>();
  const result: FormFieldError[] = [];
  for (const error of errors ?? []) {
    if (SILENT_KEYWORDS.has(error.keyword)) continue;
    const path = locateFormError(error);
    const message = describeFormError(error);
    const key = JSON.stringify([path, message]);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ path, message });
  }
  return result;
}

/** Builds the rjsf errorSchema from ajv errors: { field: { __errors: ['欄位必須填寫'] } }. */
export function toFormErrorSchema(errors: readonly ErrorObject[] | null | undefined): FormErrorSchema {
  const root: FormErrorSchema = {};
  for (const { path, message } of toFormFieldErrors(errors)) {
    let node = root;
    for (const segment of path) {
      const child = node[segment];
      const next: FormErrorSchema = child !== undefined && !Array.isArray(child) ? child : {};
      node[segment] = next;
      node = next;
    }
    (node.__errors ??= []).push(message);
  }
  return root;
}
