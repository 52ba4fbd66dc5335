/**
 * Refuses, for every call before its handler, input no handler should have to think about: a NUL character
 * in any string or key of the body, query string or path (PostgreSQL cannot store it in text), JSON nested
 * deeper than any form of ours, and over-long query or path values.
 */
import type { FastifyRequest } from 'fastify';
import { InputError } from '../../domain/errors';

/** Deepest nesting a body may have (a step's record tables are a handful of levels deep). */
export const MAX_DEPTH = 64;
/** Longest value in a query string or path. */
export const MAX_URL_VALUE = 4096;

/** The message for a NUL character in parameter `name`. */
export function nulMessage(name: string): string {
  return `'${name}'不可包含空字元`;
}

function joinPath(base: string, key: string | number): string {
  return base ? `${base}.${key}` : String(key);
}

/** Throws InputError at the first unsafe string or nesting in `value`; `where` names the value for the message. */
export function assertSafeValue(value: unknown, where = '', depth = 0, maxString = Infinity): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new InputError(nulMessage(where || 'body'), { log: `NUL character in ${where || 'body'}` });
    if (value.length > maxString) throw new InputError(`'${where}'字串限制在0~${maxString}`, { log: `${value.length} characters in ${where}` });
    return;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return;
  if (depth >= MAX_DEPTH) throw new InputError('資料巢狀層數過深', { log: `nesting deeper than ${MAX_DEPTH} at ${where}` });
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) assertSafeValue(value[i], joinPath(where, i), depth + 1, maxString);
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) throw new InputError(nulMessage(where || 'body'), { log: `NUL character in a key of ${where || 'body'}` });
    assertSafeValue(item, joinPath(where, key), depth + 1, maxString);
  }
}

/** The preValidation check of a request: body, query string and path. */
export async function refuseUnsafeInput(request: FastifyRequest): Promise<void> {
  assertSafeValue(request.params, '', 0, MAX_URL_VALUE);
  assertSafeValue(request.query, '', 0, MAX_URL_VALUE);
  assertSafeValue(request.body, '');
}
