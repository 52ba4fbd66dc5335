/** The totals a stage row keeps beside its book: the grand total and the total after the stage's discount. */
import type { BudgetBook } from '../../../domain/budget-book/budget-book-types';
import { toDecimal } from '../../../domain/budget-book/budget-decimal';
import { discountedTotal } from '../../../domain/budget-book/set-budget-discount';
import { InputError } from '../../../domain/errors';

/** Largest amount a numeric(18,2) column holds. */
const MAX_STORED_AMOUNT = toDecimal('1e16');

/** The row's totalAmount and finalAmount; throws InputError when the total is beyond what is stored. */
export function stageTotals(book: BudgetBook): { totalAmount: string; finalAmount: string } {
  const totalAmount = book.Main.totalAmount;
  if (toDecimal(totalAmount).abs().greaterThanOrEqualTo(MAX_STORED_AMOUNT)) throw new InputError('預算書總價超過系統上限');
  return { totalAmount, finalAmount: discountedTotal(book) };
}
