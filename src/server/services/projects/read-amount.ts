/** Reads an amount a call sent (decimal text or number) into the stored form, refusing anything else. */
import { InputError } from '../../../domain/errors';
import { toMoneyString } from '../../../domain/money';
import { isAmountText } from '../../../domain/projects/check-project-fields';

/** '1,234.5' or 1234.5 → '1234.50'; InputError 'x'格式不符合 for negatives, more than 2 decimals or text. */
export function readAmount(value: string | number | null | undefined, name: string): string {
  const text = typeof value === 'number' ? String(value) : (value ?? '');
  if (!isAmountText(text)) throw new InputError(`'${name}'格式不符合`);
  return toMoneyString(text);
}

/** Like readAmount, but null for a missing or empty value. */
export function readOptionalAmount(value: string | number | null | undefined, name: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  return readAmount(value, name);
}
