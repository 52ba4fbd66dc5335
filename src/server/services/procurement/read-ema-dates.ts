/** Date checks shared by the EMA records: a 'YYYY-MM-DD' value or null, and the order of two dates. */
import { isValidDateRange, parseModeValue } from '../../../domain/check-date';
import { InputError } from '../../../domain/errors';

/** A date value or null; InputError 'x'格式不符合 for anything but 'YYYY-MM-DD'. */
export function readDate(value: string | null | undefined, name: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!parseModeValue(value, 'date')) throw new InputError(`'${name}'格式不符合`, { fields: { [name]: '格式不符合' } });
  return value;
}

/** Throws `message` (on field `name`) when `later` lies before `earlier`. */
export function assertOrder(earlier: string | null, later: string | null, message: string, name: string): void {
  if (!isValidDateRange(earlier, later)) throw new InputError(message, { fields: { [name]: message } });
}
