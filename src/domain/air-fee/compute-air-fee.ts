/**
 * The estimated fee of a declaration (試算): rate × quantity × months for area categories, rate × volume for
 * dredging, rate × contract sum for other works, in whole NT$ as the bureaus' notices state it (…元整).
 * It is an estimate for checking the declared amount: the bureau's notice is what is owed, and how exactly a
 * bureau turns the days of work into months could not be confirmed, so days ÷ 30 is used (see the docs).
 */
import { parseMoney, toMoneyString } from '../money';
import { findAirFeeCategory } from './air-fee-categories';

/** Days counted as one month of work in the estimate. */
export const DAYS_PER_MONTH = 30;

/** What the estimate needs; amounts and rates as decimal text. */
export interface AirFeeEstimateInput {
  category: string | null;
  /** The basis quantity (m², 公頃 or m³) for every category but 其他. */
  quantity: string | null;
  /** 工期 in days, for the area categories. */
  durationDays: number | null;
  /** 工程合約經費, for 其他. */
  contractAmount: string | null;
  /** The rate of the bureau's notice. */
  rate: string | null;
  /** The declaration date, which picks the category table. */
  declaredDate?: string | null;
}

/** The estimate as decimal text with 2 places ('12345.00'), or null while something it needs is missing. */
export function computeAirFee(input: AirFeeEstimateInput): string | null {
  const category = input.category ? findAirFeeCategory(input.category, input.declaredDate) : null;
  const rate = parseMoney(input.rate);
  if (!category || !rate) return null;
  if (category.basis === 'contractAmount') {
    const amount = parseMoney(input.contractAmount);
    return amount ? toMoneyString(rate.times(amount), 0) + '.00' : null;
  }
  const quantity = parseMoney(input.quantity);
  if (!quantity) return null;
  if (category.basis === 'volume') return toMoneyString(rate.times(quantity), 0) + '.00';
  if (input.durationDays === null || input.durationDays === undefined) return null;
  const months = parseMoney(input.durationDays)!.dividedBy(DAYS_PER_MONTH);
  return toMoneyString(rate.times(quantity).times(months), 0) + '.00';
}
