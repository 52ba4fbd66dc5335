import { describe, expect, it } from 'vitest';
import {
  DIGITS_ONLY_MESSAGE,
  formatMoney,
  groupThousands,
  parseMoney,
  roundMoney,
  stripToDigits,
  sumMoney,
  toMoneyString,
  trimLeadingZeros,
} from '../../../src/domain/money';

describe('money', () => {
  it('formats with thousands commas and 2 decimals by default', () => {
    expect(formatMoney(46291107)).toBe('46,291,107.00');
    expect(formatMoney('46291107.5')).toBe('46,291,107.50');
    expect(formatMoney('1234567.891', 0)).toBe('1,234,568');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(999)).toBe('999.00');
    expect(formatMoney('-1234.5')).toBe('-1,234.50');
    expect(formatMoney('-0.001')).toBe('0.00');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(null)).toBe('');
  });

  it('rounds half-up to 2 decimals, exactly', () => {
    // 1.005 and 2.675 are not representable in binary; Number#toFixed would give 1.00 and 2.67.
    expect(toMoneyString('1.005')).toBe('1.01');
    expect(toMoneyString('2.675')).toBe('2.68');
    expect(toMoneyString('1.004')).toBe('1.00');
    expect(toMoneyString('-1.005')).toBe('-1.01');
    expect(roundMoney('0.125', 2).toString()).toBe('0.13');
    expect(formatMoney('0.005')).toBe('0.01');
  });

  it('adds without float error', () => {
    expect(sumMoney(['0.1', '0.2']).toString()).toBe('0.3');
    expect(sumMoney(['46,291,107.00', 0.01, '-7']).toFixed(2)).toBe('46291100.01');
    expect(() => sumMoney(['1', 'x'])).toThrow(TypeError);
  });

  it('parses text with commas and refuses non-numbers', () => {
    expect(parseMoney('46,291,107.00')?.toString()).toBe('46291107');
    expect(parseMoney(' 12 ')?.toString()).toBe('12');
    expect(parseMoney('.5')?.toString()).toBe('0.5');
    expect(parseMoney('1e5')).toBeNull();
    expect(parseMoney('12a')).toBeNull();
    expect(parseMoney(Number.NaN)).toBeNull();
    expect(parseMoney(Infinity)).toBeNull();
    expect(() => roundMoney('x')).toThrow(TypeError);
  });

  it('keeps huge amounts exact', () => {
    expect(formatMoney('123456789012345678.125')).toBe('123,456,789,012,345,678.13');
  });

  it('applies the digits-only rule of the thousands input', () => {
    expect(stripToDigits('1,234,567')).toEqual({ digits: '1234567', hadNonDigits: false, message: null });
    expect(stripToDigits('12a3.4')).toEqual({ digits: '1234', hadNonDigits: true, message: DIGITS_ONLY_MESSAGE });
    expect(stripToDigits('-5')).toMatchObject({ digits: '5', hadNonDigits: true });
    expect(stripToDigits('１２')).toMatchObject({ digits: '', hadNonDigits: true });
    expect(DIGITS_ONLY_MESSAGE).toBe('僅能輸入數字!');
    expect(groupThousands('1234567')).toBe('1,234,567');
    expect(groupThousands('123')).toBe('123');
    expect(trimLeadingZeros('0070')).toBe('70');
    expect(trimLeadingZeros('000')).toBe('0');
  });
});
