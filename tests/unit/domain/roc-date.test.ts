import { describe, expect, it } from 'vitest';
import {
  formatRoc,
  formatRocDate,
  formatRocDateTime,
  formatRocLong,
  formatRocMonth,
  formatRocYear,
  fromRocYear,
  parseRoc,
  parseRocDate,
  parseRocDateTime,
  parseRocMonth,
  parseRocYear,
  toRocYear,
} from '../../../src/domain/roc-date';

describe('ROC formatting', () => {
  it('shows the four modes in ROC numbers', () => {
    expect(formatRocDate('2026-11-21')).toBe('115/11/21');
    expect(formatRocDateTime('2026-11-21 14:05:09')).toBe('115/11/21 14:05:09');
    expect(formatRocMonth('2026-11')).toBe('115/11');
    expect(formatRocYear('2026')).toBe('115');
    expect(formatRocYear('2026-11-21')).toBe('115');
  });

  it('pads month and day but not the year', () => {
    expect(formatRocDate('2010-01-05')).toBe('99/01/05');
    expect(formatRocDate('1912-01-01')).toBe('1/01/01');
  });

  it('writes the long form 民國115年11月21日', () => {
    expect(formatRocLong('2026-11-21')).toBe('民國115年11月21日');
    expect(formatRocLong('2026-01-05')).toBe('民國115年1月5日');
    expect(formatRocLong('2026-11', 'month')).toBe('民國115年11月');
    expect(formatRocLong('2026', 'year')).toBe('民國115年');
    expect(formatRocLong('2026-11-21 08:00:00', 'datetime')).toBe('民國115年11月21日 08:00:00');
  });

  it('accepts slashes, ISO T and Date objects without shifting the day', () => {
    expect(formatRocDate('2026/11/21')).toBe('115/11/21');
    expect(formatRocDateTime('2026-11-21T23:59:59')).toBe('115/11/21 23:59:59');
    // Local midnight must not become the previous day whatever the machine's zone.
    expect(formatRocDate(new Date(2026, 10, 21))).toBe('115/11/21');
    expect(formatRocDateTime(new Date(2026, 10, 21, 14, 5, 9))).toBe('115/11/21 14:05:09');
  });

  it('agrees with Intl zh-TW-u-ca-roc across the calendar', () => {
    const fmt = new Intl.DateTimeFormat('zh-TW-u-ca-roc', { year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let t = Date.UTC(1912, 0, 1); t < Date.UTC(2100, 0, 1); t += 37 * 86_400_000 + 3_600_000) {
      const d = new Date(t);
      const local = new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
      const parts = Object.fromEntries(fmt.formatToParts(local).map((p) => [p.type, p.value]));
      expect(formatRocDate(local)).toBe(`${parts.year}/${parts.month}/${parts.day}`);
    }
  });

  it('refuses years before 1911 and unusable values', () => {
    expect(formatRocDate('1910-12-31')).toBe('');
    expect(formatRocDate('1911-01-01')).toBe('0/01/01');
    expect(formatRocDate('2026-02-30')).toBe('');
    expect(formatRocDate('')).toBe('');
    expect(formatRocDate(null)).toBe('');
    expect(formatRocDate(new Date('nonsense'))).toBe('');
    expect(() => toRocYear(1910)).toThrow(RangeError);
    expect(toRocYear(2026)).toBe(115);
    expect(fromRocYear(115)).toBe(2026);
    expect(() => fromRocYear(-1)).toThrow(RangeError);
  });
});

describe('ROC parsing', () => {
  it('turns ROC text back into the stored ISO values', () => {
    expect(parseRocDate('115/11/21')).toBe('2026-11-21');
    expect(parseRocDate('115-1-5')).toBe('2026-01-05');
    expect(parseRocDate('99.12.31')).toBe('2010-12-31');
    expect(parseRocDate('民國115年11月21日')).toBe('2026-11-21');
    expect(parseRocDateTime('115/11/21 14:05:09')).toBe('2026-11-21 14:05:09');
    expect(parseRocDateTime('115/11/21 14:05')).toBe('2026-11-21 14:05:00');
    expect(parseRocMonth('115/11')).toBe('2026-11');
    expect(parseRocMonth('115年11月')).toBe('2026-11');
    expect(parseRocYear('115')).toBe('2026');
    expect(parseRocYear('民國0年')).toBe('1911');
  });

  it('round-trips every mode', () => {
    for (const iso of ['2026-11-21', '1912-01-01', '2000-02-29', '2099-12-31']) {
      expect(parseRocDate(formatRocDate(iso))).toBe(iso);
    }
    expect(parseRoc(formatRoc('2026-11-21 14:05:09', 'datetime'), 'datetime')).toBe('2026-11-21 14:05:09');
    expect(parseRoc(formatRoc('2026-11', 'month'), 'month')).toBe('2026-11');
    expect(parseRoc(formatRoc('2026', 'year'), 'year')).toBe('2026');
  });

  it('refuses impossible dates, mixed separators and the wrong shape for the mode', () => {
    expect(parseRocDate('115/02/29')).toBeNull(); // 2026 is not a leap year
    expect(parseRocDate('109/02/29')).toBe('2020-02-29');
    expect(parseRocDate('115/13/01')).toBeNull();
    expect(parseRocDate('115/11-21')).toBeNull();
    expect(parseRocDate('115/11')).toBeNull();
    expect(parseRocMonth('115/11/21')).toBeNull();
    expect(parseRocDateTime('115/11/21 24:00')).toBeNull();
    expect(parseRocDate('2026/11/21')).toBeNull(); // a Gregorian year is not ROC text
    expect(parseRocDate('-1/01/01')).toBeNull();
    expect(parseRocDate('abc')).toBeNull();
  });
});
