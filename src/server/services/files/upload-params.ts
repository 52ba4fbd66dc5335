/** Parameter pieces shared by the upload calls' JSON Schemas, and reading ids sent as numbers or digit strings. */
import { InputError } from '../../../domain/errors';
import { wrongTypeMessage } from '../../../domain/param-messages';

/** An id sent as a number or, by form-minded clients, as a digit string. */
export const idParam = { type: ['integer', 'string'], pattern: '^[0-9]{1,9}$', minimum: 0 } as const;
/** A step id such as A2.8. */
export const stpIdParam = { type: 'string', pattern: '^[A-Z][0-9]+(\\.[0-9]+)*$', maxLength: 20 } as const;
/** A non-empty short text. */
export const textParam = { type: 'string', minLength: 1, maxLength: 300 } as const;

/** An id parameter as a number; throws the spec's type message when it is not a whole number. */
export function readId(name: string, value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^[0-9]{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 0) throw new InputError(wrongTypeMessage(name, 'number'));
  return n;
}
