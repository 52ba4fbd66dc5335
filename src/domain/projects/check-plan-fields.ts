/**
 * The rules of branch plans and plans (name, year, amount, engineering items), shared by the plan dialogs
 * and the server so both refuse the same input with the same words. Answers field path → message
 * (items as 'items.0.name'); an empty map means the input is acceptable.
 */
import Decimal from 'decimal.js';
import { rangeMessage, requiredMessage, typeMessage } from '../form-messages';
import { isAmountText, type FieldErrors } from './check-project-fields';

/** Longest name accepted. */
export const PLAN_NAME_MAX = 200;
/** Shown when the engineering items add up to more than the plan. */
export const ITEMS_OVER_TOTAL_MESSAGE = '工程項目經費合計不可大於計畫總經費';

/** The fields branch plans and plans share; a plan adds its engineering items. */
export interface PlanLikeFields {
  name: string;
  /** Gregorian year; null when not chosen yet. */
  year: number | null;
  total?: string | number;
  items?: { name: string; total?: string | number }[];
}

/** An amount as sent, with a missing or empty one read as 0. */
const amountText = (v: string | number | undefined) => (v === undefined || v === '' ? '0' : String(v));

/** Checks the fields; see the module comment. */
export function checkPlanFields(p: PlanLikeFields): FieldErrors {
  const errors: FieldErrors = {};
  const name = p.name.trim();
  if (!name) errors.name = requiredMessage();
  else if (name.length > PLAN_NAME_MAX) errors.name = rangeMessage(1, PLAN_NAME_MAX);
  if (p.year === null) errors.year = requiredMessage('change');
  else if (!Number.isInteger(p.year) || p.year < 1912 || p.year > 2200) errors.year = typeMessage('year');
  const total = amountText(p.total);
  if (!isAmountText(total)) errors.total = typeMessage('number');
  let sum = new Decimal(0);
  (p.items ?? []).forEach((item, i) => {
    if (!item.name.trim()) errors[`items.${i}.name`] = requiredMessage();
    const t = amountText(item.total);
    if (!isAmountText(t)) errors[`items.${i}.total`] = typeMessage('number');
    else sum = sum.plus(t.replace(/,/g, ''));
  });
  if (!errors.total && p.items && sum.gt(total.replace(/,/g, ''))) errors.items = ITEMS_OVER_TOTAL_MESSAGE;
  return errors;
}
