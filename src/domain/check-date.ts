/**
 * The strict date checker of the specification (doc 1 §5) and the date formats the forms use.
 *
 * Accepted shapes, with one separator ('-' or '/') used throughout:
 *   yyyy-MM          yyyy-MM-dd          yyyy-MM-dd HH:mm
 *   yyyy-MM-dd HH:mm:ss                  yyyy-MM-dd HH:mm:ss.SSS   (1–3 fraction digits)
 * A 'T' may stand for the space before the time, as servers send ISO text. Month, day, hour, minute and
 * second take exactly two digits, and the value must exist on the calendar: 2026-02-30, 2026-13-01 and
 * 24:00 are refused.
 */

/** The formats of the four picker modes, in the specification's notation. */
export const DATE_FORMATS = {
  date: 'yyyy-MM-dd',
  datetime: 'yyyy-MM-dd HH:mm:ss',
  month: 'yyyy-MM',
  year: 'yyyy',
} as const;

/** The same formats as dayjs tokens, for formatting with dayjs. */
export const DAYJS_FORMATS = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  month: 'YYYY-MM',
  year: 'YYYY',
} as const;

/** One of the picker modes: date, datetime, month or year. */
export type DateMode = keyof typeof DATE_FORMATS;

/** How much of a date a value carries. */
export type DatePrecision = 'year' | 'month' | 'day' | 'minute' | 'second' | 'millisecond';

/** The parts of a checked date; fields below the precision are at their smallest value. */
export interface DateParts {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  precision: DatePrecision;
}

/** Message for a range whose end lies before its start (our wording; the spec states only the rule). */
export const DATE_RANGE_MESSAGE = '結束日期不可早於開始日期';

const CHECK_PATTERN =
  /^(\d{4})([-/])(\d{2})(?:\2(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?)?$/;
const YEAR_PATTERN = /^(\d{4})$/;

/** Days in a month of the Gregorian calendar (month 1–12). */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether a Gregorian year has 29 February. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Whether the numbers name a real calendar date and time. */
export function isValidParts(p: Omit<DateParts, 'precision'>): boolean {
  return (
    Number.isInteger(p.year) &&
    p.year >= 1 &&
    p.month >= 1 &&
    p.month <= 12 &&
    p.day >= 1 &&
    p.day <= daysInMonth(p.year, p.month) &&
    p.hour >= 0 &&
    p.hour <= 23 &&
    p.minute >= 0 &&
    p.minute <= 59 &&
    p.second >= 0 &&
    p.second <= 59 &&
    p.millisecond >= 0 &&
    p.millisecond <= 999
  );
}

/** Parses a value the checker accepts into its parts, or null when it is not accepted. */
export function parseCheckedDate(value: string): DateParts | null {
  const m = CHECK_PATTERN.exec(value.trim());
  if (!m) return null;
  const [, y, , mo, d, h, mi, s, ms] = m;
  const parts: DateParts = {
    year: Number(y),
    month: Number(mo),
    day: d === undefined ? 1 : Number(d),
    hour: h === undefined ? 0 : Number(h),
    minute: mi === undefined ? 0 : Number(mi),
    second: s === undefined ? 0 : Number(s),
    // '.5' means 500 ms, not 5 ms.
    millisecond: ms === undefined ? 0 : Number(ms.padEnd(3, '0')),
    precision:
      d === undefined ? 'month' : h === undefined ? 'day' : s === undefined ? 'minute' : ms === undefined ? 'second' : 'millisecond',
  };
  return isValidParts(parts) ? parts : null;
}

/** The spec's strict date check: true when the text is one of the accepted shapes and a real date. */
export function checkDate(value: unknown): boolean {
  return typeof value === 'string' && parseCheckedDate(value) !== null;
}

/** Parses a value in one picker mode's own format ('2026' for year mode, '2026-11' for month …), or null. */
export function parseModeValue(value: string, mode: DateMode): DateParts | null {
  const text = value.trim();
  if (mode === 'year') {
    const m = YEAR_PATTERN.exec(text);
    return m ? { year: Number(m[1]), month: 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0, precision: 'year' } : null;
  }
  const parts = parseCheckedDate(text);
  if (!parts) return null;
  const wanted: Record<Exclude<DateMode, 'year'>, DatePrecision[]> = {
    month: ['month'],
    date: ['day'],
    datetime: ['minute', 'second'],
  };
  return wanted[mode].includes(parts.precision) ? parts : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Formats parts in a mode's format with '-' separators: '2026-11-21', '2026-11-21 14:05:09', '2026-11', '2026'. */
export function formatParts(p: Pick<DateParts, 'year' | 'month' | 'day'> & Partial<DateParts>, mode: DateMode): string {
  const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
  switch (mode) {
    case 'year':
      return pad(p.year, 4);
    case 'month':
      return `${pad(p.year, 4)}-${pad(p.month)}`;
    case 'date':
      return date;
    case 'datetime':
      return `${date} ${pad(p.hour ?? 0)}:${pad(p.minute ?? 0)}:${pad(p.second ?? 0)}`;
  }
}

function partsOf(value: string): DateParts | null {
  return parseCheckedDate(value) ?? parseModeValue(value, 'year');
}

function sortKey(p: DateParts): number[] {
  return [p.year, p.month, p.day, p.hour, p.minute, p.second, p.millisecond];
}

/**
 * Compares two accepted date values by time (-1, 0, 1), ignoring separator differences; null when either
 * is not an accepted value. A shorter value counts as the start of its period ('2026-11' = '2026-11-01').
 */
export function compareDates(a: string, b: string): -1 | 0 | 1 | null {
  const pa = partsOf(a);
  const pb = partsOf(b);
  if (!pa || !pb) return null;
  const ka = sortKey(pa);
  const kb = sortKey(pb);
  for (let i = 0; i < ka.length; i += 1) {
    const x = ka[i] ?? 0;
    const y = kb[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * The date-range rule: the end may not be before the start. An empty side makes no range yet and passes;
 * a value the checker refuses fails.
 */
export function isValidDateRange(start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start || !end) return true;
  const order = compareDates(start, end);
  return order !== null && order <= 0;
}
