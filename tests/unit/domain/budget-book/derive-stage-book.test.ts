import { describe, expect, it } from 'vitest';
import type { BudgetBook, PayItem } from '../../../../src/domain/budget-book/budget-book-types';
import { adjustToDiscount, deriveStageBook } from '../../../../src/domain/budget-book/derive-stage-book';
import { hideAgencyPrices } from '../../../../src/domain/budget-book/hide-agency-prices';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { recalculateBudgetBook } from '../../../../src/domain/budget-book/recalculate-budget-book';
import { readSample } from './pcces-fixtures';

const sample = parsePccesXml(readSample());

function flat(items: readonly PayItem[]): PayItem[] {
  return items.flatMap((item) => [item, ...flat(item.children)]);
}

function withCosts(book: BudgetBook, costs: Record<string, string>): BudgetBook {
  const copy = structuredClone(book);
  for (const item of flat(copy.DetailList)) if (costs[item.itemKey] !== undefined) item.cost = costs[item.itemKey] as string;
  return copy;
}

describe('deriveStageBook', () => {
  it('starts A3.8 as the A2.8 budget without a discount', () => {
    const reserve = deriveStageBook({ ...sample, Discount: { stepId: 'A2.8', rate: '90', amount: null }, DiscountHistory: [] }, 'copy');
    expect(reserve.Main.totalAmount).toBe('46291107');
    expect(reserve.Discount).toBeNull();
    expect(reserve.DetailList).toEqual(sample.DetailList);
  });

  it('hides every agency price from the contractor’s A5.5 book, keeping items, quantities and formula rates', () => {
    const quote = deriveStageBook({ ...sample, Discount: { stepId: 'A3.8', rate: '95', amount: null }, DiscountHistory: [] }, 'withoutAgencyPrices');
    expect(flat(quote.DetailList).map((item) => item.itemKey)).toEqual(flat(sample.DetailList).map((item) => item.itemKey));
    for (const item of flat(quote.DetailList)) {
      expect([item.cost, item.amount, item.costFixed, item.ratios, item.als_qty]).toEqual(['0', '0', false, null, null]);
    }
    expect(flat(quote.DetailList).find((item) => item.itemKey === '35')?.qty).toBe('1680');
    expect(flat(quote.DetailList).find((item) => item.itemKey === '4')?.formula?.percent).toBe('8');
    expect(quote).toMatchObject({ CostBreakdownList: [], ResourceList: { workItems: [], payItems: [] }, Discount: null, DiscountHistory: [] });
    expect(quote.Main).toMatchObject({ totalAmount: '0', extraSections: [], extraTenderInformation: [], source: { signatureSealStamp: '' } });
    expect(JSON.stringify(quote)).not.toContain('51227.93');
  });

  it('prices the contractor’s quote like PCCES once unit prices are filled in', () => {
    const quote = withCosts(hideAgencyPrices(sample), { '35': '20', '60': '5000' });
    const calculation = recalculateBudgetBook(quote);
    expect(calculation.items.get('35')?.amount).toBe('33600');
    expect(Number(calculation.grandTotal)).toBeGreaterThan(33600 + 5000);
  });

  it('starts B1.0 from the quote with its unit prices adjusted to the quote’s discount', () => {
    const quote = recalculateBudgetBook(withCosts(hideAgencyPrices(sample), { '35': '20', '29': '3001', '60': '5000' }));
    const priced = withCosts(hideAgencyPrices(sample), { '35': '20', '29': '3001', '60': '5000' });
    const stated = { ...priced, Main: { ...priced.Main, totalAmount: quote.grandTotal }, Discount: { stepId: 'A5.5', rate: '50', amount: null }, DiscountHistory: [] };
    const contract = deriveStageBook(stated, 'applyDiscount');
    const costs = Object.fromEntries(flat(contract.DetailList).map((item) => [item.itemKey, item.cost]));
    expect(costs['35']).toBe('10');
    expect(costs['29']).toBe('1501'); // 1,500.5 rounds half up to the book's 0 decimals
    expect(contract.Discount).toBeNull();
    expect(contract.Main.totalAmount).toBe(recalculateBudgetBook(contract).grandTotal);
  });

  it('leaves a book without a discount as it is', () => {
    expect(adjustToDiscount(sample).DetailList).toEqual(sample.DetailList);
  });
});
