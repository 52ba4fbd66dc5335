/**
 * The rules of a project's fields, shared by the create/edit forms and the server so both refuse the same
 * input with the same words. Answers a map of field path → message (design vendors as
 * 'design_vendors.0.name'); an empty map means the input is acceptable.
 */
import Decimal from 'decimal.js';
import { checkDate } from '../check-date';
import { FORMAT_MISMATCH_MESSAGE, rangeMessage, requiredMessage, typeMessage } from '../form-messages';
import { findCity, findDistrict } from '../taiwan-districts';
import { PROJECT_PROPERTIES, PROJECT_PROPERTY_TYPES, PROJECT_TYPES } from './project-catalogues';
import type { ProjectFields } from './project-fields';

/** Field path → message. */
export type FieldErrors = Record<string, string>;

/** Longest project name accepted. */
export const PROJECT_NAME_MAX = 200;
/** Longest project number accepted. */
export const PROJECT_NUMBER_MAX = 50;
/** A telephone as people write it: digits with - ( ) # + and spaces, 6–30 characters. */
export const TEL_PATTERN = /^[0-9()#+\- ]{6,30}$/;
/** Shown when the end year lies before the start year. */
export const YEAR_RANGE_MESSAGE = '結束年度不可早於開始年度';
/** Shown when the construction cost exceeds the total. */
export const COST_OVER_TOTAL_MESSAGE = '工程費不可大於總經費';
/** Shown when construction cost and management fee together exceed the total. */
export const COSTS_OVER_TOTAL_MESSAGE = '工程費與工程管理費合計不可大於總經費';

const AMOUNT_TEXT = /^\d{1,16}(\.\d{1,2})?$/;

/** Whether text is a non-negative amount with at most 2 decimals (commas allowed). */
export function isAmountText(value: string | null | undefined): boolean {
  return typeof value === 'string' && AMOUNT_TEXT.test(value.replace(/,/g, '').trim());
}

function amount(value: string): Decimal {
  return new Decimal(value.replace(/,/g, '').trim());
}

function isYear(value: string | undefined): boolean {
  return typeof value === 'string' && /^\d{4}$/.test(value) && Number(value) >= 1912 && Number(value) <= 2200;
}

/** Checks a project's fields; see the module comment. */
export function checkProjectFields(p: ProjectFields): FieldErrors {
  const errors: FieldErrors = {};
  const required = requiredMessage();
  const choose = requiredMessage('change');
  const blank = (v: string | null | undefined) => !v || !v.trim();

  if (!Number.isInteger(p.plan_id) || p.plan_id <= 0) errors.plan_id = choose;
  if (blank(p.proj_number)) errors.proj_number = required;
  else if (p.proj_number.trim().length > PROJECT_NUMBER_MAX) errors.proj_number = rangeMessage(1, PROJECT_NUMBER_MAX);
  if (blank(p.proj_name)) errors.proj_name = required;
  else if (p.proj_name.trim().length > PROJECT_NAME_MAX) errors.proj_name = rangeMessage(1, PROJECT_NAME_MAX);

  const [start, end] = p.proj_year_range ?? [];
  if (!isYear(start) || !isYear(end)) errors.proj_year_range = required;
  else if (Number(end) < Number(start)) errors.proj_year_range = YEAR_RANGE_MESSAGE;

  if (!PROJECT_TYPES.some((t) => t.id === p.proj_type)) errors.proj_type = choose;
  if (p.proj_property && !PROJECT_PROPERTIES.some((t) => t.id === p.proj_property)) errors.proj_property = choose;
  if (!PROJECT_PROPERTY_TYPES.some((t) => t.id === p.proj_property_type)) errors.proj_property_type = choose;
  if (!checkDate(p.proj_date) || p.proj_date.length !== 10) errors.proj_date = required;
  if (p.district && !findDistrict(p.district) && !findCity(p.district)) errors.district = FORMAT_MISMATCH_MESSAGE;

  const amounts: (keyof ProjectFields)[] = ['proj_total', 'proj_construction_cost', 'proj_management_cost', 'eir_total'];
  for (const key of amounts) {
    const v = p[key] as string;
    if (key === 'proj_total' && blank(v)) errors[key] = required;
    else if (!blank(v) && !isAmountText(v)) errors[key] = typeMessage('number');
  }
  if (p.proj_management !== '0' && p.proj_management !== '1') errors.proj_management = choose;
  if (p.proj_management === '1' && !errors.proj_management_cost && (blank(p.proj_management_cost) || amount(p.proj_management_cost).lte(0))) {
    errors.proj_management_cost = required;
  }
  if (!errors.proj_total && !errors.proj_construction_cost && !blank(p.proj_construction_cost)) {
    const total = amount(p.proj_total);
    const construction = amount(p.proj_construction_cost);
    if (construction.gt(total)) errors.proj_construction_cost = COST_OVER_TOTAL_MESSAGE;
    else if (p.proj_management === '1' && !errors.proj_management_cost && construction.plus(amount(p.proj_management_cost)).gt(total)) {
      errors.proj_management_cost = COSTS_OVER_TOTAL_MESSAGE;
    }
  }

  (p.design_vendors ?? []).forEach((v, i) => {
    if (blank(v.name)) errors[`design_vendors.${i}.name`] = required;
    if (!blank(v.contact_tel) && !TEL_PATTERN.test(v.contact_tel.trim())) errors[`design_vendors.${i}.contact_tel`] = FORMAT_MISMATCH_MESSAGE;
  });
  return errors;
}
