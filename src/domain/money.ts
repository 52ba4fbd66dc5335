/**
 * Exact money arithmetic with decimal.js. Amounts are kept as decimals (never binary floats), round to
 * 2 places half-up (0.005 → 0.01, −0.005 → −0.01, as Taiwanese agencies round), and are shown with
 * thousands commas and 2 decimals ('46,291,107.00').
 */
import Decimal from 'decimal.js';

// A private clone, so our rounding mode never leaks into other users of decimal.js in the same bundle.
const Money = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 40 });
type MoneyDecimal = InstanceType<typeof Money>;

/** Decimal places of a stored amount. */
export const MONEY_DECIMALS = 2;

/** The inline error of the thousands-separator input when something other than digits was typed. */
export const DIGITS_ONLY_MESSAGE = '僅能輸入數字!';

/** What an amount may be given as: a decimal, a number, or text with optional commas and spaces. */
export type MoneyInput = Decimal.Value | MoneyDecimal;

const NUMERIC_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Parses an amount ('46,291,107.5', 1234, ' 12 ') into an exact decimal, or null when it is not a number. */
export function parseMoney(input: MoneyInput | null | undefined): MoneyDecimal | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? new Money(input) : null;
  if (typeof input === 'string') {
    const text = input.replace(/[,\s]/g, '');
    return NUMERIC_TEXT.test(text) ? new Money(text) : null;
  }
  const d = new Money(input);
  return d.isFinite() ? d : null;
}

function must(input: MoneyInput): MoneyDecimal {
  const d = parseMoney(input);
  if (!d) throw new TypeError(`不是有效的金額: ${String(input)}`);
  return d;
}

/** Rounds an amount half-up to `decimals` places (default 2); throws TypeError for a non-number. */
export function roundMoney(input: MoneyInput, decimals: number = MONEY_DECIMALS): MoneyDecimal {
  return must(input).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
}

/** The rounded amount as plain decimal text for storage or the API ('46291107.50'); throws for a non-number. */
export function toMoneyString(input: MoneyInput, decimals: number = MONEY_DECIMALS): string {
  return roundMoney(input, decimals).toFixed(decimals);
}

/** Exact sum of amounts (unrounded); throws TypeError if any is not a number. */
export function sumMoney(values: readonly MoneyInput[]): MoneyDecimal {
  return values.reduce<MoneyDecimal>((acc, v) => acc.plus(must(v)), new Money(0));
}

/** Inserts thousands commas into an integer digit string ('1234567' → '1,234,567'), keeping a leading sign. */
export function groupThousands(digits: string): string {
  const sign = digits.startsWith('-') ? '-' : '';
  const body = sign ? digits.slice(1) : digits;
  return sign + body.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Formats an amount for display: half-up to `decimals` places (default 2) with thousands commas
 * (46291107 → '46,291,107.00'); '' for empty or non-numeric input, so a blank cell stays blank.
 */
export function formatMoney(input: MoneyInput | null | undefined, decimals: number = MONEY_DECIMALS): string {
  const d = parseMoney(input);
  if (!d) return '';
  const fixed = d.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
  const [int = '0', frac] = fixed.split('.');
  // '-0.00' is not an amount anyone expects to read.
  const grouped = groupThousands(int === '-0' ? '0' : int);
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/** The result of the digits-only rule: the digits kept and whether anything else had to be stripped. */
export interface DigitsResult {
  /** Only the digits of the input, in order. */
  digits: string;
  /** True when the input held anything but digits and commas (the 僅能輸入數字! case). */
  hadNonDigits: boolean;
  /** DIGITS_ONLY_MESSAGE when hadNonDigits, otherwise null. */
  message: string | null;
}

/**
 * The digits-only rule of the thousands-separator input: strips everything but 0–9. The input's own
 * commas are not counted as wrong input, since the field shows them itself.
 */
export function stripToDigits(input: string): DigitsResult {
  const withoutCommas = input.replace(/,/g, '');
  const digits = withoutCommas.replace(/\D/g, '');
  const hadNonDigits = digits.length !== withoutCommas.length;
  return { digits, hadNonDigits, message: hadNonDigits ? DIGITS_ONLY_MESSAGE : null };
}

/** Removes superfluous leading zeros from a digit string ('007' → '7', '000' → '0', '' stays ''). */
export function trimLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}
