/**
 * Republic of China (民國) calendar: year = Gregorian year − 1911, months and days as in the Gregorian
 * calendar. Display formats: date 115/11/21, datetime 115/11/21 14:05:09, month 115/11, year 115, and
 * the written form 民國115年11月21日. Parsing turns ROC text back into the ISO-style values the forms
 * store (2026-11-21, 2026-11-21 14:05:09, 2026-11, 2026).
 *
 * Years before 1911 are refused: formatting gives '' and parsing gives null. 1911 itself is year 0 by the
 * specification's rule (the picker's year list starts there).
 *
 * Strings are read as calendar values, never through `new Date(string)`, so a date does not move by a day
 * in time zones west or east of UTC; a Date is read in local time.
 */
import { type DateMode, type DateParts, formatParts, isValidParts, parseCheckedDate } from './check-date';

/** Years to subtract from a Gregorian year to get the ROC year. */
export const ROC_YEAR_OFFSET = 1911;

/** The earliest Gregorian year accepted anywhere in the app (the picker's year list starts here). */
export const MIN_GREGORIAN_YEAR = 1911;

/** A value to show in ROC form: an accepted date string (see check-date), a 'yyyy' year, or a Date. */
export type RocDateInput = string | Date | null | undefined;

/** The ROC year of a Gregorian year; throws RangeError for years before 1911. */
export function toRocYear(gregorianYear: number): number {
  if (!Number.isInteger(gregorianYear) || gregorianYear < MIN_GREGORIAN_YEAR) {
    throw new RangeError(`民國紀年不支援 ${gregorianYear} 年（早於 ${MIN_GREGORIAN_YEAR} 年）`);
  }
  return gregorianYear - ROC_YEAR_OFFSET;
}

/** The Gregorian year of an ROC year; throws RangeError for negative years. */
export function fromRocYear(rocYear: number): number {
  if (!Number.isInteger(rocYear) || rocYear < 0) throw new RangeError(`無效的民國年 ${rocYear}`);
  return rocYear + ROC_YEAR_OFFSET;
}

function readParts(value: RocDateInput): DateParts | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return {
      year: value.getFullYear(),
      month: value.getMonth() + 1,
      day: value.getDate(),
      hour: value.getHours(),
      minute: value.getMinutes(),
      second: value.getSeconds(),
      millisecond: value.getMilliseconds(),
      precision: 'millisecond',
    };
  }
  const text = value.trim();
  if (/^\d{4}$/.test(text)) {
    return { year: Number(text), month: 1, day: 1, hour: 0, minute: 0, second: 0, millisecond: 0, precision: 'year' };
  }
  return parseCheckedDate(text);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The ROC parts of a value, or null when it is empty, not a date, or before 1911. */
export function toRocParts(value: RocDateInput): (DateParts & { rocYear: number }) | null {
  const parts = readParts(value);
  if (!parts || parts.year < MIN_GREGORIAN_YEAR) return null;
  return { ...parts, rocYear: parts.year - ROC_YEAR_OFFSET };
}

/** Formats a value in ROC numbers for a mode: '115/11/21', '115/11/21 14:05:09', '115/11' or '115'; '' if unusable. */
export function formatRoc(value: RocDateInput, mode: DateMode = 'date'): string {
  const p = toRocParts(value);
  if (!p) return '';
  const date = `${p.rocYear}/${pad2(p.month)}/${pad2(p.day)}`;
  switch (mode) {
    case 'year':
      return String(p.rocYear);
    case 'month':
      return `${p.rocYear}/${pad2(p.month)}`;
    case 'date':
      return date;
    case 'datetime':
      return `${date} ${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}`;
  }
}

/** '2026-11-21' → '115/11/21'; '' if unusable. */
export function formatRocDate(value: RocDateInput): string {
  return formatRoc(value, 'date');
}

/** '2026-11-21 14:05:09' → '115/11/21 14:05:09'; '' if unusable. */
export function formatRocDateTime(value: RocDateInput): string {
  return formatRoc(value, 'datetime');
}

/** '2026-11' → '115/11'; '' if unusable. */
export function formatRocMonth(value: RocDateInput): string {
  return formatRoc(value, 'month');
}

/** '2026' (or any date in 2026) → '115'; '' if unusable. */
export function formatRocYear(value: RocDateInput): string {
  return formatRoc(value, 'year');
}

/**
 * The written form: '民國115年11月21日' (date), '民國115年11月21日 14:05:09' (datetime), '民國115年11月'
 * (month) or '民國115年' (year); '' if unusable.
 */
export function formatRocLong(value: RocDateInput, mode: DateMode = 'date'): string {
  const p = toRocParts(value);
  if (!p) return '';
  const year = `民國${p.rocYear}年`;
  switch (mode) {
    case 'year':
      return year;
    case 'month':
      return `${year}${p.month}月`;
    case 'date':
      return `${year}${p.month}月${p.day}日`;
    case 'datetime':
      return `${year}${p.month}月${p.day}日 ${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}`;
  }
}

// ROC text as people type it: one separator kind (/ - .) throughout, 1–3 digit year, 1–2 digit month and
// day; or the written form 民國115年11月21日. The time part is HH:mm or HH:mm:ss.
const ROC_NUMERIC = /^(\d{1,3})(?:([/.-])(\d{1,2})(?:\2(\d{1,2}))?)?(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ROC_WRITTEN = /^(?:民國)?(\d{1,3})年(?:(\d{1,2})月(?:(\d{1,2})日)?)?(?:\s*(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses ROC text for a mode into the stored value ('115/11/21' → '2026-11-21', '115/11' → '2026-11',
 * '115' → '2026', '115/11/21 14:05' → '2026-11-21 14:05:00'); null when the text does not match the mode or
 * names no real date.
 */
export function parseRoc(text: string, mode: DateMode = 'date'): string | null {
  const t = text.trim();
  let fields: (string | undefined)[] | null = null;
  const numeric = ROC_NUMERIC.exec(t);
  if (numeric) {
    const [, y, , mo, d, h, mi, s] = numeric;
    fields = [y, mo, d, h, mi, s];
  } else {
    const written = ROC_WRITTEN.exec(t);
    if (written) {
      const [, y, mo, d, h, mi, s] = written;
      fields = [y, mo, d, h, mi, s];
    }
  }
  if (!fields) return null;
  const [y, mo, d, h, mi, s] = fields;
  // The text must carry exactly the parts its mode needs.
  const shape = { year: !mo && !d && !h, month: !!mo && !d && !h, date: !!mo && !!d && !h, datetime: !!mo && !!d && !!h };
  if (!shape[mode]) return null;
  const parts = {
    year: Number(y) + ROC_YEAR_OFFSET,
    month: mo ? Number(mo) : 1,
    day: d ? Number(d) : 1,
    hour: h ? Number(h) : 0,
    minute: mi ? Number(mi) : 0,
    second: s ? Number(s) : 0,
    millisecond: 0,
  };
  if (!isValidParts(parts)) return null;
  return formatParts(parts, mode);
}

/** '115/11/21' → '2026-11-21', or null. */
export function parseRocDate(text: string): string | null {
  return parseRoc(text, 'date');
}

/** '115/11/21 14:05:09' → '2026-11-21 14:05:09', or null. */
export function parseRocDateTime(text: string): string | null {
  return parseRoc(text, 'datetime');
}

/** '115/11' → '2026-11', or null. */
export function parseRocMonth(text: string): string | null {
  return parseRoc(text, 'month');
}

/** '115' → '2026', or null. */
export function parseRocYear(text: string): string | null {
  return parseRoc(text, 'year');
}
