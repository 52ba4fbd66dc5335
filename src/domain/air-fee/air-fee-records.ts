/**
 * What the Air calls answer (BFC/Get_Air, Get_AirPay and their writes), shared by the server and the browser.
 * Amounts, quantities and rates are decimal text; dates are 'YYYY-MM-DD' (the browser shows them in ROC).
 */
import type { AirFeeTotals } from './summarise-air-payments';

/** The declaration's fields as sent and stored. */
export interface AirDeclarationFields {
  /** Category code of the rate table (air-fee-categories.ts). */
  category: string | null;
  /** 申報日期. */
  declared_date: string | null;
  /** 申報文號. */
  declaration_no: string;
  /** 管制編號 (the bureau's control number). */
  control_no: string;
  /** The basis quantity: m², 公頃 or m³ by category. */
  quantity: string | null;
  /** 工期 in days. */
  duration_days: number | null;
  /** 工程合約經費. */
  contract_amount: string | null;
  /** The rate of the bureau's notice. */
  rate: string | null;
  /** 應繳金額 as the bureau's notice states it; when empty the estimate stands in. */
  fee: string | null;
  remark: string;
}

/** Get_Air's answer. */
export interface AirDeclarationAnswer {
  declaration: (AirDeclarationFields & { id: number; updated_at: string; updated_by: number | null }) | null;
  /** 0 while nothing is stored: the version a first Edit_Air sends. */
  version: number;
  /** The estimate (試算) from the stored fields, or null. */
  estimated_fee: string | null;
  totals: AirFeeTotals;
}

/** A receipt linked to a payment. */
export interface AirPaymentFile {
  id: number;
  filename: string;
  code: string;
}

/** One payment. */
export interface AirPaymentRecord {
  id: number;
  /** 期別: 1 for the first installment. */
  period: number;
  amount: string;
  paid_date: string;
  remark: string;
  files: AirPaymentFile[];
  version: number;
  updated_at: string;
}

/** Get_AirPay's answer. */
export interface AirPaymentsAnswer {
  list: AirPaymentRecord[];
  totals: AirFeeTotals;
  /** The declaration's version (0 when none): payments need a declaration first. */
  declaration_version: number;
}
