/**
 * The totals of a declaration's payments (已繳 / 應繳 / 未繳) in exact decimals, and the rule a new or changed
 * payment must keep: more than 0, at most 2 decimals, and the payments together not above what is owed.
 * Refusing an over-payment (rather than warning) is deliberate: a payment is copied from a receipt, so a total
 * above the bureau's amount is almost always a typing error; a real over-payment after the bureau lowered the
 * fee shows as 溢繳 in the totals, since the declaration may still be changed after payments were recorded.
 */
import { InputError } from '../errors';
import { formatMoney, parseMoney, sumMoney, toMoneyString } from '../money';

/** Totals of a declaration, as decimal text with 2 places. */
export interface AirFeeTotals {
  /** 應繳: the declared fee, else the estimate; null when neither is known yet. */
  payable: string | null;
  /** 已繳: the live payments' sum. */
  paid: string;
  /** 未繳: payable − paid, never below 0; null when payable is unknown. */
  unpaid: string | null;
  /** 溢繳: paid − payable when above 0 (the fee was lowered after paying), else '0.00'. */
  overpaid: string;
}

/** What is owed: the declared fee when entered, otherwise the estimate. */
export function decidePayable(fee: string | null, estimate: string | null): string | null {
  return fee ?? estimate;
}

/** Sums the payments against what is owed. */
export function summariseAirPayments(payable: string | null, amounts: readonly string[]): AirFeeTotals {
  const paid = sumMoney(amounts);
  const owed = payable === null ? null : parseMoney(payable)!;
  const rest = owed === null ? null : owed.minus(paid);
  return {
    payable: owed === null ? null : toMoneyString(owed),
    paid: toMoneyString(paid),
    unpaid: rest === null ? null : toMoneyString(rest.isNegative() ? 0 : rest),
    overpaid: rest !== null && rest.isNegative() ? toMoneyString(rest.negated()) : '0.00',
  };
}

/** Refuses a payment set whose total would be above what is owed (when that is known). */
export function assertWithinPayable(payable: string | null, amounts: readonly string[]): void {
  if (payable === null) return;
  const total = sumMoney(amounts);
  if (total.greaterThan(parseMoney(payable)!)) {
    throw new InputError(`繳費總額超過應繳金額（應繳 ${formatMoney(payable)} 元，繳費合計將為 ${formatMoney(total)} 元）`, {
      fields: { payable: toMoneyString(payable), total: toMoneyString(total) },
    });
  }
}
