import { describe, expect, it } from 'vitest';
import { applyBudgetCalculation } from '../../../../src/domain/budget-book/apply-budget-calculation';
import type { PayItem, WorkItem } from '../../../../src/domain/budget-book/budget-book-types';
import { calculateAnalysis, settleAnalysisLines } from '../../../../src/domain/budget-book/calculate-analysis';
import { toDecimal } from '../../../../src/domain/budget-book/budget-decimal';
import { findBudgetInconsistency } from '../../../../src/domain/budget-book/check-budget-book';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { recalculateBudgetBook } from '../../../../src/domain/budget-book/recalculate-budget-book';
import { readFixture, readSample } from './pcces-fixtures';

const book = parsePccesXml(readSample());
const calculation = recalculateBudgetBook(book);

describe('recalculateBudgetBook on the real sample', () => {
  it('gives the grand total 46,291,107', () => {
    expect(calculation.grandTotal).toBe('46291107');
    expect(calculation.items.get('999999')?.amount).toBe('46291107');
  });

  it('reproduces the unit price and amount of every one of the 41 pay items', () => {
    const mismatches: string[] = [];
    const visit = (item: PayItem) => {
      const figures = calculation.items.get(item.itemKey);
      if (figures?.cost !== item.cost || figures.amount !== item.amount) {
        mismatches.push(`${item.refItemNo || item.cName}: ${item.cost}/${item.amount} → ${figures?.cost}/${figures?.amount}`);
      }
      item.children.forEach(visit);
    };
    book.DetailList.forEach(visit);
    expect(calculation.items.size).toBe(41);
    expect(mismatches).toEqual([]);
  });

  it('reproduces every analysis unit price and every one of the 131 analysis lines', () => {
    const mismatches: string[] = [];
    let lines = 0;
    for (const analysis of book.CostBreakdownList) {
      const result = calculation.analyses.get(analysis.itemCode);
      if (result?.unitPrice !== analysis.cost) mismatches.push(`${analysis.itemCode}: ${analysis.cost} → ${result?.unitPrice}`);
      analysis.children.forEach((line: WorkItem, position) => {
        lines += 1;
        const figures = result?.lines[position];
        if (figures?.amount !== line.amount || figures.cost !== line.cost) {
          mismatches.push(`${analysis.itemCode} #${position + 1}: ${line.cost}/${line.amount} → ${figures?.cost}/${figures?.amount}`);
        }
      });
    }
    expect(lines).toBe(131);
    expect(mismatches).toEqual([]);
  });

  it('computes the formula items: fixed rates, a variable, and the progressive 工程管理費', () => {
    const amount = (key: string) => calculation.items.get(key)?.amount;
    expect(amount('62')).toBe('175728'); // 雜費: 0.5 % of 一~五 less the four safety lines
    expect(amount('5')).toBe('395934'); // 1 % of 一~五
    expect(amount('4')).toBe('3214984'); // 8 % of 一~七
    expect(amount('3')).toBe('2170114'); // 5 % of 一~八
    expect(amount('12')).toBe('655724'); // 3 % / 1.5 % / 1 % bands of 45,572,398
  });

  it('shows formula percentages with 11 decimals', () => {
    expect(calculation.items.get('5')?.formulaPercent).toBe('1.00000000000');
    expect(calculation.items.get('12')?.formulaPercent).toBe('1.43886213756');
    expect(calculation.items.get('35')?.formulaPercent).toBeNull();
  });

  it('applies back to a book identical to the imported one', () => {
    expect(applyBudgetCalculation(book, calculation)).toEqual(book);
  });

  it('finds no inconsistency in the sample', () => {
    expect(findBudgetInconsistency(book)).toBeNull();
  });
});

describe('analysis rounding as PCCES does it', () => {
  const decimals = { lineAmount: 2, lineUnitPrice: 2, unitPrice: 0 };

  it('lets the percentage line absorb the rounding of the unit price (鋼筋: 12.78 → 13 per unit)', () => {
    const settled = settleAnalysisLines(
      toDecimal('1000'),
      [
        { kind: 'general', percent: toDecimal('0'), amount: toDecimal('8000') },
        { kind: 'general', percent: toDecimal('0'), amount: toDecimal('2295') },
        { kind: 'general', percent: toDecimal('0'), amount: toDecimal('2025') },
        { kind: 'general', percent: toDecimal('0'), amount: toDecimal('88') },
        { kind: 'variableSumPercentage', percent: toDecimal('3'), amount: null },
      ],
      decimals,
    );
    expect(settled.unitPrice.toFixed()).toBe('13');
    expect(settled.amounts.map((amount) => amount.toFixed())).toEqual(['8000', '2295', '2025', '88', '592']);
  });

  it('rounds line amounts half up (0.25 × 2609.46 = 652.365 → 652.37)', () => {
    const analysis = book.CostBreakdownList.find((candidate) => candidate.itemCode === '09341r4002') as WorkItem;
    const result = calculateAnalysis(analysis, decimals);
    expect(result.lines[3]?.amount).toBe('652.37');
    expect(result.unitPrice).toBe('2183');
  });

  it('rounds an analysis without a percentage line without adjusting any line', () => {
    const analysis = structuredClone(book.CostBreakdownList[1] as WorkItem);
    analysis.children = analysis.children.filter((line) => line.itemKind !== 'variableSumPercentage');
    const result = calculateAnalysis(analysis, decimals);
    expect(result.total).toBe('24.31');
    expect(result.unitPrice).toBe('24');
  });
});

describe('recalculateBudgetBook on the small book', () => {
  it('recalculates 504 and finds it consistent', () => {
    const small = parsePccesXml(readFixture('small-budget.xml'));
    const result = recalculateBudgetBook(small);
    expect(result.grandTotal).toBe('504');
    expect(result.analyses.get('A000000001')).toMatchObject({ unitPrice: '23', total: '23' });
    expect(result.analyses.get('A000000001')?.lines.map((line) => line.amount)).toEqual(['21', '1.67', '0.33']);
  });

  it('keeps an amount marked fixed as entered', () => {
    const small = parsePccesXml(readFixture('small-budget.xml'));
    const line = small.DetailList[0]?.children[0]?.children[1] as PayItem;
    line.amountFixed = true;
    line.qty = '3';
    expect(recalculateBudgetBook(small).items.get(line.itemKey)?.amount).toBe('250');
  });

  it('assumes 2 decimals where a list declares none', () => {
    const xml = readFixture('small-budget.xml').replace(
      '<ResourceList quantityDisplayDecimal="2" unitPriceDisplayDecimal="0" itemAmountDisplayDecimal="0">',
      '<ResourceList>',
    );
    expect(parsePccesXml(xml).Main.decimals.resource).toEqual({ quantity: 2, unitPrice: 2, amount: 2 });
  });

  it('rounds amounts to the declared decimals (2 here)', () => {
    const small = parsePccesXml(readFixture('small-budget.xml'));
    small.Main.decimals.detail = { quantity: 2, unitPrice: 2, amount: 2 };
    const line = small.DetailList[0]?.children[0]?.children[1] as PayItem;
    line.qty = '2.333';
    line.cost = '100.005';
    expect(recalculateBudgetBook(small).items.get(line.itemKey)?.amount).toBe('233.31'); // 233.311665
  });
});
