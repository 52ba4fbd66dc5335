import { describe, expect, it } from 'vitest';
import { airFeeCategoriesOn, findAirFeeCategory } from '../../../../src/domain/air-fee/air-fee-categories';
import { computeAirFee } from '../../../../src/domain/air-fee/compute-air-fee';
import { AMOUNT_RULE, RATE_RULE, readAirDecimal } from '../../../../src/domain/air-fee/read-air-decimal';
import { assertWithinPayable, summariseAirPayments } from '../../../../src/domain/air-fee/summarise-air-payments';

describe('air-pollution fee', () => {
  it('estimates by basis: area × months, hectares × months, volume, contract sum; whole NT$ half-up', () => {
    expect(computeAirFee({ category: '1', quantity: '1000', durationDays: 45, contractAmount: null, rate: '2.5' })).toBe('3750.00');
    expect(computeAirFee({ category: '8', quantity: '2.5', durationDays: 60, contractAmount: null, rate: '1000' })).toBe('5000.00');
    expect(computeAirFee({ category: 'B', quantity: '333.33', durationDays: null, contractAmount: null, rate: '1.5' })).toBe('500.00');
    expect(computeAirFee({ category: 'Z', quantity: null, durationDays: null, contractAmount: '10001000', rate: '0.0005' })).toBe('5001.00');
    expect(computeAirFee({ category: '4', quantity: '1000', durationDays: null, contractAmount: null, rate: '2' })).toBeNull();
    expect(computeAirFee({ category: 'Q', quantity: '1', durationDays: 30, contractAmount: null, rate: '1' })).toBeNull();
  });

  it('keeps the category table as dated data', () => {
    expect(airFeeCategoriesOn('2026-01-01').from).toBe('2004-05-31');
    expect(findAirFeeCategory('5')?.quantityLabel).toBe('隧道平面面積');
  });

  it('sums exactly and shows 未繳 and 溢繳', () => {
    expect(summariseAirPayments('1.00', ['0.1', '0.2'])).toEqual({ payable: '1.00', paid: '0.30', unpaid: '0.70', overpaid: '0.00' });
    expect(summariseAirPayments('0.25', ['0.1', '0.2'])).toEqual({ payable: '0.25', paid: '0.30', unpaid: '0.00', overpaid: '0.05' });
    expect(summariseAirPayments(null, [])).toEqual({ payable: null, paid: '0.00', unpaid: null, overpaid: '0.00' });
    expect(() => assertWithinPayable('0.30', ['0.1', '0.2'])).not.toThrow();
    expect(() => assertWithinPayable('0.29', ['0.1', '0.2'])).toThrow('繳費總額超過應繳金額');
  });

  it('reads decimals exactly and refuses the rest in zh-TW', () => {
    expect(readAirDecimal('amount', '繳費金額', 0.1, AMOUNT_RULE)).toBe('0.10');
    expect(readAirDecimal('rate', '費率', '0.000123', RATE_RULE)).toBe('0.000123');
    expect(() => readAirDecimal('amount', '繳費金額', '-1', AMOUNT_RULE)).toThrow('繳費金額必須大於 0');
    expect(() => readAirDecimal('amount', '繳費金額', '1e3', AMOUNT_RULE)).toThrow("'amount'型別必須為number");
    expect(() => readAirDecimal('amount', '繳費金額', '12345678901234567', AMOUNT_RULE)).toThrow('繳費金額超過上限');
  });
});
