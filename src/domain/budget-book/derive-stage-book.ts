/**
 * Creates a stage's book from the previous stage's when the stage is first opened, as the stage's definition
 * says (budgetBook.derive):
 * - copy (A3.8 reserve price): the previous book, without a discount;
 * - withoutAgencyPrices (A5.5 contractor's quote): the structure with the agency's prices hidden (hide-agency-prices.ts);
 * - applyDiscount (B1.0 contract budget): when the previous book carries a discount, its unit prices are
 *   adjusted in proportion (契約單價依決標金額與標價清單總價之比例調整), rounded to the book's unit-price
 *   decimals, and every figure recomputed — so the contract total can differ from the discounted quote by
 *   the rounding of the lines.
 * Every stage starts without a discount of its own (discount values are reset per step).
 */
import type { BudgetBook, PayItem } from './budget-book-types';
import { applyBudgetCalculation } from './apply-budget-calculation';
import { roundHalfUp, toDecimal, toDecimalString } from './budget-decimal';
import type { StageDerivation } from './budget-stages';
import { hideAgencyPrices } from './hide-agency-prices';
import { indexBudgetBook } from './index-budget-book';
import { recalculateBudgetBook } from './recalculate-budget-book';
import { discountedTotal, resetBudgetDiscount } from './set-budget-discount';
import { isCostEditable } from './update-budget-item';

/** The new stage's book, made from the previous stage's book the way `derive` says. */
export function deriveStageBook(previous: BudgetBook, derive: StageDerivation): BudgetBook {
  switch (derive) {
    case 'copy':
      return resetBudgetDiscount(structuredClone(previous));
    case 'withoutAgencyPrices':
      return hideAgencyPrices(previous);
    case 'applyDiscount':
      return resetBudgetDiscount(adjustToDiscount(previous));
  }
}

/** The book with its line prices scaled so the total approaches the discounted total. */
export function adjustToDiscount(book: BudgetBook): BudgetBook {
  const copy = structuredClone(book);
  const total = toDecimal(book.Main.totalAmount);
  if (book.Discount === null || total.isZero()) return copy;
  const ratio = toDecimal(discountedTotal(book)).dividedBy(total);
  if (ratio.equals(1)) return copy;
  const index = indexBudgetBook(copy);
  const decimals = copy.Main.decimals.detail.unitPrice;
  const scale = (item: PayItem): void => {
    if (item.children.length === 0 && isCostEditable(item, index)) {
      item.cost = toDecimalString(roundHalfUp(toDecimal(item.cost).times(ratio), item.costDecimals ?? decimals));
    }
    item.children.forEach(scale);
  };
  copy.DetailList.forEach(scale);
  return applyBudgetCalculation(copy, recalculateBudgetBook(copy, index));
}
