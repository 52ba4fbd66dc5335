/**
 * Exact decimal arithmetic for budget books: a decimal.js constructor with enough precision for
 * 18-digit band limits times percentages, and PCCES's rounding (half away from zero, 四捨五入).
 */
import Decimal from 'decimal.js';

/** The Decimal constructor budget maths uses: 50 significant digits, rounding half up. */
export const BudgetDecimal = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 40 });

/** A value of the budget Decimal constructor. */
export type BudgetDecimalValue = InstanceType<typeof BudgetDecimal>;

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/** True when the text is a plain decimal number ('12', '-0.5', '1e3'); no thousands separators. */
export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

/** A budget Decimal from a decimal string (or an existing Decimal); empty text counts as 0. */
export function toDecimal(value: string | BudgetDecimalValue): BudgetDecimalValue {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return new BudgetDecimal(0);
  if (!isDecimalText(text)) throw new RangeError(`not a decimal number: ${value}`);
  return new BudgetDecimal(text);
}

/** The normalised decimal string of a value: no exponent, no trailing zeros, '0' for zero. */
export function toDecimalString(value: BudgetDecimalValue): string {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
}

/** Rounds half away from zero to the given number of decimals, as PCCES does. */
export function roundHalfUp(value: BudgetDecimalValue, decimals: number): BudgetDecimalValue {
  return value.toDecimalPlaces(decimals, BudgetDecimal.ROUND_HALF_UP);
}

/** Sum of the values (0 for none). */
export function sumDecimals(values: Iterable<BudgetDecimalValue>): BudgetDecimalValue {
  let total = new BudgetDecimal(0);
  for (const value of values) total = total.plus(value);
  return total;
}

/** True when two decimal strings or values denote the same number. */
export function sameDecimal(a: string | BudgetDecimalValue, b: string | BudgetDecimalValue): boolean {
  return toDecimal(a).equals(toDecimal(b));
}
