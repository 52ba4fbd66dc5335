import { describe, expect, it } from 'vitest';
import { applyBudgetCalculation } from '../../../../src/domain/budget-book/apply-budget-calculation';
import { findBudgetInconsistency } from '../../../../src/domain/budget-book/check-budget-book';
import { countBudgetBook } from '../../../../src/domain/budget-book/count-budget-book';
import { generateBudgetBook, MIN_GENERATED_PAY_ITEMS } from '../../../../src/domain/budget-book/generate-budget-book';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { recalculateBudgetBook } from '../../../../src/domain/budget-book/recalculate-budget-book';
import { writePccesXml } from '../../../../src/domain/budget-book/write-pcces-xml';

describe('generateBudgetBook', () => {
  it.each([MIN_GENERATED_PAY_ITEMS, 41, 1200])('makes exactly %i pay items', (payItems) => {
    expect(countBudgetBook(generateBudgetBook({ payItems })).payItems).toBe(payItems);
  });

  it('is shaped like the sample', () => {
    const book = generateBudgetBook({ payItems: 500 });
    const counts = countBudgetBook(book);
    expect(book.DetailList.map((item) => [item.itemNo, item.cName, item.itemKind])).toEqual([
      ['壹', '發包工程費', 'mainItem'],
      ['貳', '自辦工程', 'mainItem'],
      ['', '總計', 'subtotal'],
    ]);
    expect(counts.depth).toBe(3);
    expect(counts.payItemsByKind.formula).toBe(5);
    expect(counts.payItemsByKind.subtotal).toBe(1);
    expect(counts.analyses).toBe(counts.payItemsByKind.analysis);
    expect(counts.workItems).toBeGreaterThan(counts.analyses * 3);
    const lines = book.CostBreakdownList.flatMap((analysis) => analysis.children);
    expect(lines.filter((line) => line.itemKind === 'variableSumPercentage')).toHaveLength(counts.analyses);
    expect(lines.some((line) => line.itemKind === 'variablePrice')).toBe(true);
    expect(book.DetailList[1]?.children[1]?.formula?.tiers).toHaveLength(5);
  });

  it('recalculates consistently: its stated figures are its recalculated ones', () => {
    const book = generateBudgetBook({ payItems: 800, seed: 3 });
    const calculation = recalculateBudgetBook(book);
    expect(calculation.grandTotal).toBe(book.Main.totalAmount);
    expect(applyBudgetCalculation(book, calculation)).toEqual(book);
    expect(findBudgetInconsistency(book)).toBeNull();
  });

  it('exports to PCCES XML that imports again unchanged', () => {
    const book = generateBudgetBook({ payItems: 150, seed: 5 });
    expect(parsePccesXml(writePccesXml(book))).toEqual(book);
  });

  it('is deterministic for a seed', () => {
    expect(generateBudgetBook({ payItems: 200, seed: 9 })).toEqual(generateBudgetBook({ payItems: 200, seed: 9 }));
    expect(generateBudgetBook({ payItems: 200, seed: 9 }).Main.totalAmount).not.toBe(generateBudgetBook({ payItems: 200, seed: 10 }).Main.totalAmount);
  });

  it('refuses fewer items than its fixed frame needs', () => {
    expect(() => generateBudgetBook({ payItems: MIN_GENERATED_PAY_ITEMS - 1 })).toThrow(RangeError);
  });
});
