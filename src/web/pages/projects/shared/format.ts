/** Display helpers of the project pages: amounts with separators, ROC years and dates, stage and class labels. */
import { formatMoney } from '../../../../domain/money';
import { formatRocDate, formatRocYear } from '../../../../domain/roc-date';

/** '46291107' → '46,291,107'; whole NT$ amounts are shown without decimals, others with 2. */
export function money(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  return /\.(0+)?$/.test(text) || !text.includes('.') ? formatMoney(text, 0) : formatMoney(text, 2);
}

/** 2026 → '115'; '' when unusable. */
export function rocYear(year: string | number | null | undefined): string {
  return year === null || year === undefined || year === '' ? '' : formatRocYear(String(year));
}

/** '2026-03-24' → '115/03/24'; '' when empty. */
export function rocDate(date: string | null | undefined): string {
  return date ? formatRocDate(date) : '';
}

/** The amount an AmountInput edits: the whole part of a stored decimal ('1200000.00' → '1200000'). */
export function wholeAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).split('.')[0] ?? '';
}
