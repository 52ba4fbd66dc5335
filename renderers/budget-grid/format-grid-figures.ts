/** How the grid shows figures: thousands separators; quantities and unit prices with 2 decimals (spec doc 3 §5). */
import { isDecimalText } from '../../src/domain/budget-book/budget-decimal';
import { formatThousands } from '../../src/domain/budget-book/format-budget-number';

/** Decimals of quantities and unit prices on screen. */
export const FIGURE_DECIMALS = 2;

/** A figure with separators and fixed decimals; '' for an empty or unreadable value. */
export function formatFigure(value: string | null | undefined, decimals: number = FIGURE_DECIMALS): string {
  if (value === null || value === undefined || value === '' || !isDecimalText(value)) return '';
  return formatThousands(value, decimals);
}
