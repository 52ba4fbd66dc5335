/** The fields of Add_AirPay and Edit_AirPay checked and normalised as stored. */
import { AMOUNT_RULE, readAirDecimal } from '../../../domain/air-fee/read-air-decimal';
import { InputError } from '../../../domain/errors';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';
import { readAirDate } from './read-air-date';

/** What a payment call sends besides the key. */
export interface AirPaymentInput {
  period: number;
  amount: string | number;
  paid_date: string;
  remark?: string | null;
  file_ids?: number[];
}

/** A payment's fields as stored. */
export interface AirPaymentValues {
  period: number;
  amount: string;
  paidDate: string;
  remark: string;
  fileIds: number[];
}

/** Checks amount (> 0, 2 places), the paid date (a real day, not after today in Taiwan) and period. */
export function readPaymentInput(input: AirPaymentInput, today: string = todayInTaiwan()): AirPaymentValues {
  const amount = readAirDecimal('amount', '繳費金額', input.amount, AMOUNT_RULE);
  const paidDate = readAirDate('繳費日期', input.paid_date);
  // A receipt is entered after paying; a date in the future is a typing error.
  if (paidDate > today) throw new InputError('繳費日期不可晚於今天');
  return { period: input.period, amount, paidDate, remark: input.remark ?? '', fileIds: input.file_ids ?? [] };
}
