/**
 * The discount of a price-bidding stage (A3.8 reserve price, A5.5 quote): a rate of the book's total or the
 * amount after the discount. Setting a new one moves the one in force into DiscountHistory; each stage
 * starts without one (discount values are reset per step, spec doc 3 §4).
 */
import type { BudgetBook, Discount, DiscountRecord } from './budget-book-types';
import { isDecimalText, roundHalfUp, toDecimal, toDecimalString } from './budget-decimal';
import { formatThousands } from './format-budget-number';
import { InputError } from '../errors';

/** A discount as a caller sends it: a rate in percent or an amount after the discount (one of them). */
export interface DiscountInput {
  rate?: string | null;
  amount?: string | null;
}

/** The total after the discount, rounded to the book's amount decimals; the total itself without one. */
export function discountedTotal(book: BudgetBook): string {
  const { Discount: discount, Main: main } = book;
  if (discount === null) return main.totalAmount;
  if (discount.amount !== null) return discount.amount;
  const rate = toDecimal(discount.rate ?? '100');
  return toDecimalString(roundHalfUp(toDecimal(main.totalAmount).times(rate).dividedBy(100), main.decimals.detail.amount));
}

/** Checks a discount against the book's current total; throws InputError (zh-TW) when it cannot apply. */
export function checkBudgetDiscount(book: BudgetBook, discount: Discount): void {
  const total = toDecimal(book.Main.totalAmount);
  if (discount.rate !== null) {
    const rate = toDecimal(discount.rate);
    if (rate.lessThanOrEqualTo(0) || rate.greaterThan(100)) throw new InputError('折扣率必須大於 0 且不超過 100');
  }
  if (discount.amount !== null) {
    const amount = toDecimal(discount.amount);
    if (amount.lessThanOrEqualTo(0) || amount.greaterThan(total)) {
      throw new InputError(`折扣後金額必須大於 0 且不超過總價 ${formatThousands(total)} 元`);
    }
    if (amount.decimalPlaces() > book.Main.decimals.detail.amount) {
      throw new InputError(`折扣後金額最多 ${book.Main.decimals.detail.amount} 位小數`);
    }
  }
}

/** Reads a caller's discount for a stage; null clears it. Throws InputError on a malformed one. */
export function readDiscountInput(stepId: string, input: DiscountInput | null): Discount | null {
  if (input === null) return null;
  const rate = blankToNull(input.rate);
  const amount = blankToNull(input.amount);
  if ((rate === null) === (amount === null)) throw new InputError('折扣請擇一填寫折扣率或折扣後金額');
  for (const [value, label] of [
    [rate, '折扣率'],
    [amount, '折扣後金額'],
  ] as const) {
    if (value !== null && !isDecimalText(value)) throw new InputError(`${label}必須是數字`);
  }
  return {
    stepId,
    rate: rate === null ? null : toDecimalString(toDecimal(rate)),
    amount: amount === null ? null : toDecimalString(toDecimal(amount)),
  };
}

/** A copy of the book with the discount in force replaced (the old one kept in history, stamped `now`). */
export function setBudgetDiscount(book: BudgetBook, discount: Discount | null, now: string): BudgetBook {
  if (sameDiscount(book.Discount, discount)) return book;
  if (discount !== null) checkBudgetDiscount(book, discount);
  const history: DiscountRecord[] = book.Discount === null ? book.DiscountHistory : [...book.DiscountHistory, { ...book.Discount, recordedAt: now }];
  return { ...book, Discount: discount, DiscountHistory: history };
}

/** A copy of the book without discount or history, for a stage that starts afresh. */
export function resetBudgetDiscount(book: BudgetBook): BudgetBook {
  return { ...book, Discount: null, DiscountHistory: [] };
}

function blankToNull(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = value.trim().replace(/,/g, '');
  return text === '' ? null : text;
}

function sameDiscount(a: Discount | null, b: Discount | null): boolean {
  if (a === null || b === null) return a === b;
  return a.stepId === b.stepId && a.rate === b.rate && a.amount === b.amount;
}
