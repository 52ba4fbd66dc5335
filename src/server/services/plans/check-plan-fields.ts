/** Field rules of branch plans and plans (name, year, amounts, engineering items), as one InputError. */
import Decimal from 'decimal.js';
import { InputError } from '../../../domain/errors';
import { rangeMessage, requiredMessage, typeMessage } from '../../../domain/form-messages';
import { isAmountText } from '../../../domain/projects/check-project-fields';

/** Longest name accepted. */
export const PLAN_NAME_MAX = 200;
/** Shown when the engineering items add up to more than the plan. */
export const ITEMS_OVER_TOTAL_MESSAGE = '工程項目經費合計不可大於計畫總經費';

/** The fields both kinds share. */
export interface PlanLikeFields {
  name: string;
  year: number;
  total?: string | number;
  items?: { name: string; total?: string | number }[];
}

/** Throws InputError (first message, all of them in fields) unless the fields are acceptable. */
export function assertPlanFields(p: PlanLikeFields): void {
  const errors: Record<string, string> = {};
  if (!p.name.trim()) errors.name = requiredMessage();
  else if (p.name.trim().length > PLAN_NAME_MAX) errors.name = rangeMessage(1, PLAN_NAME_MAX);
  if (!Number.isInteger(p.year) || p.year < 1912 || p.year > 2200) errors.year = typeMessage('year');
  const total = p.total === undefined || p.total === '' ? '0' : String(p.total);
  if (!isAmountText(total)) errors.total = typeMessage('number');
  let sum = new Decimal(0);
  (p.items ?? []).forEach((item, i) => {
    if (!item.name.trim()) errors[`items.${i}.name`] = requiredMessage();
    const t = item.total === undefined || item.total === '' ? '0' : String(item.total);
    if (!isAmountText(t)) errors[`items.${i}.total`] = typeMessage('number');
    else sum = sum.plus(t.replace(/,/g, ''));
  });
  if (!errors.total && p.items && sum.gt(total.replace(/,/g, ''))) errors.items = ITEMS_OVER_TOTAL_MESSAGE;
  const first = Object.values(errors)[0];
  if (first) throw new InputError(first, { fields: errors });
}
