/**
 * Procurement thresholds of the Government Procurement Act (政府採購法 §12, §13, §47; 投標廠商資格與特殊或
 * 巨額採購認定標準 §8) as DATED data: each entry applies from its date until the next one. A procurement is
 * judged by the thresholds in force on its own date (the Commission's note: no retroactive effect), so a
 * project started in 2022 keeps the NT$1 million announcement threshold even when looked at today.
 */

/** Procurement object category (採購標的): construction 工程, goods 財物, services 勞務. */
export type ProcurementCategory = 'construction' | 'goods' | 'services';

/** The category labels as agencies write them. */
export const PROCUREMENT_CATEGORY_LABELS: Readonly<Record<ProcurementCategory, string>> = {
  construction: '工程',
  goods: '財物',
  services: '勞務',
};

/** Amounts per category, as exact decimal text (NT$). */
export type AmountByCategory = Readonly<Record<ProcurementCategory, string>>;

/** One set of thresholds and the date from which it applies. */
export interface ThresholdSet {
  /** First day in force, 'YYYY-MM-DD'. */
  from: string;
  /** 巨額採購: this amount or more. */
  huge: AmountByCategory;
  /** 查核金額: this amount or more. */
  inspection: AmountByCategory;
  /** 公告金額: this amount or more. */
  announcement: string;
  /** 中央機關小額採購: this amount or less. */
  small: string;
  /** Where the figures come from. */
  basis: string;
}

/** Every threshold set in date order; add a new entry when the Commission announces new figures. */
export const PROCUREMENT_THRESHOLD_SCHEDULE: readonly ThresholdSet[] = Object.freeze([
  Object.freeze({
    from: '1999-05-27',
    huge: Object.freeze({ construction: '200000000', goods: '100000000', services: '20000000' }),
    inspection: Object.freeze({ construction: '50000000', goods: '50000000', services: '10000000' }),
    announcement: '1000000',
    small: '100000',
    basis: '行政院公共工程委員會(88)工程企字第8804490號（政府採購法施行日起）',
  }),
  Object.freeze({
    from: '2023-01-01',
    huge: Object.freeze({ construction: '200000000', goods: '100000000', services: '20000000' }),
    inspection: Object.freeze({ construction: '50000000', goods: '50000000', services: '10000000' }),
    announcement: '1500000',
    small: '150000',
    basis: '行政院公共工程委員會111年12月23日工程企字第1110100798號令（112年1月1日生效）',
  }),
]);

/**
 * The threshold set in force on a date ('YYYY-MM-DD'); dates before the Act's first set get the first set,
 * as the Act is the earliest rule the product knows.
 */
export function thresholdsOn(date: string, schedule: readonly ThresholdSet[] = PROCUREMENT_THRESHOLD_SCHEDULE): ThresholdSet {
  const day = date.slice(0, 10);
  let found = schedule[0]!;
  // ISO dates compare correctly as text.
  for (const set of schedule) if (set.from <= day) found = set;
  return found;
}
