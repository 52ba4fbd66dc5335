import { describe, expect, it } from 'vitest';
import {
  formatChineseAmount,
  formatChineseInteger,
  formatFormulaPercent,
  formatThousands,
} from '../../../../src/domain/budget-book/format-budget-number';
import { formatItemNumber, formatPrintNoSegment, parentPrintNo } from '../../../../src/domain/budget-book/format-item-number';
import { roundHalfUp, toDecimal, toDecimalString } from '../../../../src/domain/budget-book/budget-decimal';

describe('budget number formats', () => {
  it('groups thousands', () => {
    expect(formatThousands('46291107')).toBe('46,291,107');
    expect(formatThousands('-1234567.891')).toBe('-1,234,567.891');
    expect(formatThousands('999')).toBe('999');
    expect(formatThousands('1234.5', 2)).toBe('1,234.50');
  });

  it('shows formula percentages with 11 decimals', () => {
    expect(formatFormulaPercent('1')).toBe('1.00000000000');
    expect(formatFormulaPercent('1.438862137564999')).toBe('1.43886213756');
  });

  it('writes amounts in Chinese financial numerals as PCCES does', () => {
    expect(formatChineseAmount('46291107')).toBe('新台幣肆仟陸佰貳拾玖萬壹仟壹佰零柒元整');
    expect(formatChineseAmount('504')).toBe('新台幣伍佰零肆元整');
    expect(formatChineseAmount('100000')).toBe('新台幣壹拾萬元整');
    expect(formatChineseAmount('11005000')).toBe('新台幣壹仟壹佰萬伍仟元整');
    expect(formatChineseAmount('100005000')).toBe('新台幣壹億零伍仟元整');
    expect(formatChineseAmount('10.5')).toBe('新台幣壹拾元伍角');
    expect(formatChineseAmount('10.05')).toBe('新台幣壹拾元零伍分');
    expect(formatChineseInteger(0)).toBe('零');
  });

  it('labels item numbers per level and builds 4-digit print numbers', () => {
    expect([1, 2, 10, 11].map((n) => formatItemNumber(n, 1))).toEqual(['壹', '貳', '壹拾', '壹拾壹']);
    expect([1, 9, 10, 12, 20, 21].map((n) => formatItemNumber(n, 2))).toEqual(['一', '九', '十', '十二', '二十', '二十一']);
    expect(formatItemNumber(12, 3)).toBe('12');
    expect(formatPrintNoSegment(3)).toBe('0003');
    expect(() => formatPrintNoSegment(10000)).toThrow(RangeError);
    expect(parentPrintNo('000100020003')).toBe('00010002');
    expect(parentPrintNo('0001')).toBeNull();
  });

  it('rounds half away from zero and keeps exact decimal strings', () => {
    expect(toDecimalString(roundHalfUp(toDecimal('652.365'), 2))).toBe('652.37');
    expect(toDecimalString(roundHalfUp(toDecimal('2170114.2'), 0))).toBe('2170114');
    expect(toDecimalString(roundHalfUp(toDecimal('-0.5'), 0))).toBe('-1');
    expect(toDecimalString(toDecimal('0.1').plus(toDecimal('0.2')))).toBe('0.3');
    expect(toDecimalString(toDecimal('1.50'))).toBe('1.5');
    expect(() => toDecimal('1,000')).toThrow(RangeError);
  });
});
