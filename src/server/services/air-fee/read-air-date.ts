/** A date the Air calls take ('YYYY-MM-DD'): a real calendar day, refused in zh-TW naming the field otherwise. */
import { parseModeValue } from '../../../domain/check-date';
import { InputError } from '../../../domain/errors';

/** The date as sent when it is a real day; throws InputError otherwise. */
export function readAirDate(label: string, value: string): string {
  const parts = parseModeValue(value, 'date');
  // The picker sends 'YYYY-MM-DD'; a date before the ROC calendar's first year is a typing error.
  if (!parts || !/^\d{4}-\d{2}-\d{2}$/.test(value) || parts.year < 1912) throw new InputError(`${label}不是有效的日期`);
  return value;
}
