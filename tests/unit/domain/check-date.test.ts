import { describe, expect, it } from 'vitest';
import {
  DATE_FORMATS,
  DAYJS_FORMATS,
  checkDate,
  compareDates,
  formatParts,
  isValidDateRange,
  parseCheckedDate,
  parseModeValue,
} from '../../../src/domain/check-date';

describe('checkDate', () => {
  it.each([
    '2026-11',
    '2026/11',
    '2026-11-21',
    '2026/11/21',
    '2026-11-21 14:05',
    '2026/11/21 14:05:09',
    '2026-11-21 14:05:09.1',
    '2026-11-21 14:05:09.123',
    '2026-11-21T14:05:09',
    '2024-02-29',
    '2000-02-29',
  ])('accepts %s', (v) => expect(checkDate(v)).toBe(true));

  it.each([
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-11-31',
    '2025-02-29',
    '1900-02-29',
    '2026-11/21',
    '2026/11-21',
    '2026-1-5',
    '26-11-21',
    '2026',
    '2026-11-21 24:00',
    '2026-11-21 12:60',
    '2026-11-21 12:00:60',
    '2026-11-21 12',
    '2026-11-21 12:00:00.1234',
    '2026-11 12:00',
    'abc',
    '',
  ])('refuses %s', (v) => expect(checkDate(v)).toBe(false));

  it('refuses non-strings', () => {
    expect(checkDate(20261121)).toBe(false);
    expect(checkDate(null)).toBe(false);
    expect(checkDate(new Date())).toBe(false);
  });

  it('reports the parts and precision', () => {
    expect(parseCheckedDate('2026/11/21 14:05:09.5')).toEqual({
      year: 2026, month: 11, day: 21, hour: 14, minute: 5, second: 9, millisecond: 500, precision: 'millisecond',
    });
    expect(parseCheckedDate('2026-11')?.precision).toBe('month');
    expect(parseCheckedDate('2026-11-21 08:30')?.precision).toBe('minute');
  });
});

describe('formats', () => {
  it('names the four formats', () => {
    expect(DATE_FORMATS).toEqual({ date: 'yyyy-MM-dd', datetime: 'yyyy-MM-dd HH:mm:ss', month: 'yyyy-MM', year: 'yyyy' });
    expect(DAYJS_FORMATS.datetime).toBe('YYYY-MM-DD HH:mm:ss');
  });

  it('parses and formats values of each mode', () => {
    expect(parseModeValue('2026', 'year')?.year).toBe(2026);
    expect(parseModeValue('2026-11', 'month')?.month).toBe(11);
    expect(parseModeValue('2026-11-21', 'month')).toBeNull();
    expect(parseModeValue('2026-11-21', 'date')?.day).toBe(21);
    expect(parseModeValue('2026-11-21 10:00:00', 'date')).toBeNull();
    expect(parseModeValue('2026-11-21 10:00:00', 'datetime')?.hour).toBe(10);
    const p = { year: 2026, month: 1, day: 5, hour: 7, minute: 8, second: 9 };
    expect(formatParts(p, 'date')).toBe('2026-01-05');
    expect(formatParts(p, 'datetime')).toBe('2026-01-05 07:08:09');
    expect(formatParts(p, 'month')).toBe('2026-01');
    expect(formatParts(p, 'year')).toBe('2026');
  });
});

describe('date range rule', () => {
  it('lets the end equal or follow the start', () => {
    expect(isValidDateRange('2026-11-21', '2026-11-21')).toBe(true);
    expect(isValidDateRange('2026-11-21', '2026-11-22')).toBe(true);
    expect(isValidDateRange('2026/11/21', '2026-12-01')).toBe(true);
  });

  it('refuses an end before the start, down to the second', () => {
    expect(isValidDateRange('2026-11-21', '2026-11-20')).toBe(false);
    expect(isValidDateRange('2026-11-21 10:00:01', '2026-11-21 10:00:00')).toBe(false);
    expect(isValidDateRange('2026-12', '2026-11')).toBe(false);
  });

  it('passes while a side is empty and fails on unreadable values', () => {
    expect(isValidDateRange('', '2026-01-01')).toBe(true);
    expect(isValidDateRange('2026-01-01', null)).toBe(true);
    expect(isValidDateRange('2026-01-01', '2026-02-30')).toBe(false);
  });

  it('compares across precisions and years', () => {
    expect(compareDates('2026', '2026-01-01')).toBe(0);
    expect(compareDates('2025-12-31', '2026')).toBe(-1);
    expect(compareDates('x', '2026')).toBeNull();
  });
});
