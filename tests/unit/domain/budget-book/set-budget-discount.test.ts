import { describe, expect, it } from 'vitest';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { discountedTotal, readDiscountInput, resetBudgetDiscount, setBudgetDiscount } from '../../../../src/domain/budget-book/set-budget-discount';
import { InputError } from '../../../../src/domain/errors';
import { readSample } from './pcces-fixtures';

const sample = parsePccesXml(readSample());

describe('the stage discount', () => {
  it('computes the reserve price from a rate, rounded to the book’s amount decimals, or takes the amount', () => {
    expect(discountedTotal(sample)).toBe('46291107');
    expect(discountedTotal({ ...sample, Discount: { stepId: 'A3.8', rate: '95', amount: null } })).toBe('43976552'); // 43,976,551.65
    expect(discountedTotal({ ...sample, Discount: { stepId: 'A3.8', rate: null, amount: '44000000' } })).toBe('44000000');
  });

  it('reads a rate or an amount (with thousands separators), one of them, as numbers', () => {
    expect(readDiscountInput('A3.8', { rate: ' 95.50 ' })).toEqual({ stepId: 'A3.8', rate: '95.5', amount: null });
    expect(readDiscountInput('A5.5', { amount: '44,000,000' })).toEqual({ stepId: 'A5.5', rate: null, amount: '44000000' });
    expect(readDiscountInput('A3.8', null)).toBeNull();
    expect(() => readDiscountInput('A3.8', { rate: '90', amount: '1' })).toThrow('折扣請擇一填寫折扣率或折扣後金額');
    expect(() => readDiscountInput('A3.8', {})).toThrow('折扣請擇一填寫折扣率或折扣後金額');
    expect(() => readDiscountInput('A3.8', { rate: '九五' })).toThrow('折扣率必須是數字');
  });

  it('keeps the replaced discount in the history and refuses one that cannot apply', () => {
    const first = setBudgetDiscount(sample, { stepId: 'A3.8', rate: '95', amount: null }, '2026-01-01T00:00:00.000Z');
    expect(first.DiscountHistory).toEqual([]);
    const second = setBudgetDiscount(first, { stepId: 'A3.8', rate: null, amount: '44000000' }, '2026-01-02T00:00:00.000Z');
    expect(second.DiscountHistory).toEqual([{ stepId: 'A3.8', rate: '95', amount: null, recordedAt: '2026-01-02T00:00:00.000Z' }]);
    expect(setBudgetDiscount(second, second.Discount, 'x')).toBe(second);
    expect(() => setBudgetDiscount(sample, { stepId: 'A3.8', rate: '0', amount: null }, 'x')).toThrow('折扣率必須大於 0 且不超過 100');
    expect(() => setBudgetDiscount(sample, { stepId: 'A3.8', rate: '100.01', amount: null }, 'x')).toThrow(InputError);
    expect(() => setBudgetDiscount(sample, { stepId: 'A3.8', rate: null, amount: '46291108' }, 'x')).toThrow('折扣後金額必須大於 0 且不超過總價 46,291,107 元');
    expect(() => setBudgetDiscount(sample, { stepId: 'A3.8', rate: null, amount: '1.5' }, 'x')).toThrow('折扣後金額最多 0 位小數');
    expect(resetBudgetDiscount(second)).toMatchObject({ Discount: null, DiscountHistory: [] });
  });
});
