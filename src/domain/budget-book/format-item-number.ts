/**
 * Item numbers (項次) as PCCES labels them: financial numerals at the first level (壹, 貳 …), plain
 * numerals at the second (一, 二 …), Arabic digits below; and the 4-digits-per-level print number.
 */
import { formatChineseInteger } from './format-budget-number';

/** Digits per level of a print number ('0001', '00010002'). */
export const PRINT_NO_DIGITS = 4;

/** The own-level label of the n-th item (1-based) at a level (1-based): 1,1 → 壹; 2,3 → 三; 3,12 → 12. */
export function formatItemNumber(position: number, level: number): string {
  if (!Number.isInteger(position) || position < 1) throw new RangeError(`bad item position ${position}`);
  if (level === 1) return formatChineseInteger(position, 'financial');
  if (level === 2) return formatChineseInteger(position, 'plain');
  return String(position);
}

/** The print-number segment of the n-th sibling (1-based): 3 → '0003'. */
export function formatPrintNoSegment(position: number): string {
  if (!Number.isInteger(position) || position < 1 || position >= 10 ** PRINT_NO_DIGITS) {
    throw new RangeError(`a level holds at most ${10 ** PRINT_NO_DIGITS - 1} items`);
  }
  return String(position).padStart(PRINT_NO_DIGITS, '0');
}

/** The parent print number of a print number, null at the top level: '00010002' → '0001'. */
export function parentPrintNo(printNo: string): string | null {
  return printNo.length > PRINT_NO_DIGITS ? printNo.slice(0, -PRINT_NO_DIGITS) : null;
}
