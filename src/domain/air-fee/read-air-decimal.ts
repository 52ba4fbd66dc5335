/**
 * Reads a decimal the Air calls take (amounts, areas, rates) sent as text ('1,234.5') or a number, as exact
 * decimal text; the refusals are the spec's type message and zh-TW rules naming the field. Numbers are taken
 * by their shortest text (0.1 stays 0.1), so no binary-float error reaches the stored value.
 */
import { InputError } from '../errors';
import { parseMoney } from '../money';

/** How a decimal field is bounded. */
export interface DecimalRule {
  /** Decimal places allowed (2 for amounts and quantities, 6 for rates). */
  places: number;
  /** Whether 0 is allowed (a fee of 0 for an exempt project); otherwise it must be above 0. */
  allowZero?: boolean;
  /** Digits allowed before the point (16 for numeric(18,2), 12 for numeric(18,6)). */
  integerDigits: number;
}

/** Amounts and quantities: numeric(18,2). */
export const AMOUNT_RULE: DecimalRule = Object.freeze({ places: 2, integerDigits: 16 });
/** Rates: numeric(18,6). */
export const RATE_RULE: DecimalRule = Object.freeze({ places: 6, integerDigits: 12 });

/** The value as decimal text with `rule.places` places; throws InputError for anything else. */
export function readAirDecimal(name: string, label: string, value: string | number, rule: DecimalRule): string {
  const text = typeof value === 'number' ? String(value) : value.replace(/[,\s]/g, '');
  const amount = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? parseMoney(text) : null;
  if (!amount) throw new InputError(`'${name}'型別必須為number`);
  if (amount.isNegative() && !amount.isZero()) throw new InputError(rule.allowZero ? `${label}不可為負數` : `${label}必須大於 0`);
  if (amount.isZero() && !rule.allowZero) throw new InputError(`${label}必須大於 0`);
  if (amount.decimalPlaces() > rule.places) throw new InputError(`${label}最多到小數第 ${rule.places} 位`);
  if (amount.truncated().toFixed(0).length > rule.integerDigits) throw new InputError(`${label}超過上限`);
  return amount.toFixed(rule.places);
}
