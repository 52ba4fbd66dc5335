/**
 * Checks that every figure a book states agrees with the figures it is computed from, each against its
 * own stated inputs (so a wrong line is reported, not the totals above it): analysis lines, percentage
 * lines and unit prices first, then pay items with their dependencies first, then the grand total.
 * A figure is wrong when, rounded to its declared decimals, it differs from the recomputed one.
 */
import type { BudgetBook, PayItem, WorkItem } from './budget-book-types';
import { roundHalfUp, toDecimal, toDecimalString, type BudgetDecimalValue } from './budget-decimal';
import { outputQuantityOf, settleAnalysisLines } from './calculate-analysis';
import { formatThousands } from './format-budget-number';
import { describePayItem, indexBudgetBook, type BudgetBookIndex } from './index-budget-book';
import { computePayItem, roundingOf, sumTopLevel, type PayItemFigures, type PayItemRule } from './recalculate-budget-book';

/** A stated figure that does not add up. */
export interface BudgetInconsistency {
  /** zh-TW message naming the item, e.g. 項次「壹.一.3」複價與數量×單價不符：檔案為 375,161，數量 20 × 單價 18,758 = 375,160. */
  message: string;
  /** The pay item concerned, when it is one. */
  itemKey: string | null;
  /** The analysis concerned, when it is one. */
  itemCode: string | null;
  stated: string;
  expected: string;
}

/** The first stated figure that does not add up, or null when the book is consistent. */
export function findBudgetInconsistency(book: BudgetBook, index: BudgetBookIndex = indexBudgetBook(book)): BudgetInconsistency | null {
  const rounding = roundingOf(book.Main);
  const differs = (stated: string | null, expected: BudgetDecimalValue, decimals: number): boolean =>
    !roundHalfUp(toDecimal(stated ?? '0'), decimals).equals(roundHalfUp(expected, decimals));
  const money = (value: string | BudgetDecimalValue | null): string => formatThousands(value ?? '0');

  for (const analysis of book.CostBreakdownList) {
    const users = index.analysisUsers.get(analysis.itemCode) ?? [];
    const where = users.length > 0 ? `（項次「${users.map(describePayItem).join('」、「')}」）` : '';
    const found = checkAnalysis(analysis, `單價分析「${analysis.itemCode} ${analysis.cName}」${where}`);
    if (found !== null) return found;
  }

  function checkAnalysis(analysis: WorkItem, name: string): BudgetInconsistency | null {
    const decimals = rounding.analysis;
    for (const [position, line] of analysis.children.entries()) {
      const lineName = `${name}第 ${position + 1} 列「${line.cName}」`;
      if (line.children.length > 0) {
        const nested = checkAnalysis(line, lineName);
        if (nested !== null) return nested;
      }
      if (line.itemKind === 'variableSumPercentage' || line.amountFixed) continue;
      const expected = roundHalfUp(toDecimal(line.qty).times(toDecimal(line.cost ?? '0')), line.amountDecimals ?? decimals.lineAmount);
      if (differs(line.amount, expected, line.amountDecimals ?? decimals.lineAmount)) {
        return {
          message: `${lineName}複價與數量×單價不符：檔案為 ${money(line.amount)}，數量 ${money(line.qty)} × 單價 ${money(line.cost)} = ${money(expected)}`,
          itemKey: null,
          itemCode: analysis.itemCode,
          stated: line.amount ?? '',
          expected: toDecimalString(expected),
        };
      }
    }
    const settled = settleAnalysisLines(
      outputQuantityOf(analysis),
      analysis.children.map((line) => ({ kind: line.itemKind, percent: toDecimal(line.percent), amount: toDecimal(line.amount ?? '0') })),
      decimals,
    );
    for (const [position, line] of analysis.children.entries()) {
      if (line.itemKind !== 'variableSumPercentage') continue;
      const expected = settled.amounts[position] as BudgetDecimalValue;
      if (differs(line.amount, expected, decimals.lineAmount)) {
        return {
          message: `${name}第 ${position + 1} 列「${line.cName}」金額與其他各列合計的 ${line.percent}% 不符：檔案為 ${money(line.amount)}，應為 ${money(expected)}`,
          itemKey: null,
          itemCode: analysis.itemCode,
          stated: line.amount ?? '',
          expected: toDecimalString(expected),
        };
      }
    }
    if (differs(analysis.cost, settled.unitPrice, decimals.unitPrice)) {
      return {
        message: `${name}單價與分析合計不符：檔案為 ${money(analysis.cost)}，各列合計 ÷ ${money(outputQuantityOf(analysis))} = ${money(settled.unitPrice)}`,
        itemKey: null,
        itemCode: analysis.itemCode,
        stated: analysis.cost ?? '',
        expected: toDecimalString(settled.unitPrice),
      };
    }
    return null;
  }

  const stated = new Map<string, PayItemFigures>();
  for (const item of index.preorder) stated.set(item.itemKey, { qty: item.qty, cost: item.cost, amount: item.amount, formulaPercent: null });
  const context = {
    rounding,
    index,
    analysisPrice: (code: string) => {
      const analysis = index.analyses.get(code);
      return analysis === undefined ? undefined : toDecimal(analysis.cost ?? '0');
    },
    figures: (itemKey: string) => stated.get(itemKey) as PayItemFigures,
  };
  for (const key of index.evaluationOrder) {
    const item = index.items.get(key) as PayItem;
    const { figures, rule } = computePayItem(item, context);
    const label = `項次「${describePayItem(item)}」`;
    const amountDecimals = item.amountDecimals ?? rounding.amount;
    const costDecimals = item.costDecimals ?? rounding.unitPrice;
    if (rule === 'analysis' && differs(item.cost, toDecimal(figures.cost), costDecimals)) {
      return mismatch(item, `${label}單價與單價分析「${item.refItemCode}」不符：檔案為 ${money(item.cost)}，單價分析為 ${money(figures.cost)}`, item.cost, figures.cost);
    }
    if (differs(item.amount, toDecimal(figures.amount), amountDecimals)) {
      return mismatch(item, `${label}${describeAmountRule(rule, item, figures, money)}`, item.amount, figures.amount);
    }
    if (rule !== 'analysis' && rule !== 'quantity-times-cost' && rule !== 'fixed-amount' && differs(item.cost, toDecimal(figures.cost), costDecimals)) {
      return mismatch(item, `${label}單價與複價 ÷ 數量不符：檔案為 ${money(item.cost)}，應為 ${money(figures.cost)}`, item.cost, figures.cost);
    }
  }

  const total = sumTopLevel(index, context.figures);
  if (differs(book.Main.totalAmount, total, rounding.amount)) {
    return {
      message: `總價與各項合計不符：檔案為 ${money(book.Main.totalAmount)}，各項合計為 ${money(total)}`,
      itemKey: null,
      itemCode: null,
      stated: book.Main.totalAmount,
      expected: toDecimalString(total),
    };
  }
  return null;
}

function mismatch(item: PayItem, message: string, stated: string, expected: string): BudgetInconsistency {
  return { message, itemKey: item.itemKey, itemCode: null, stated, expected };
}

function describeAmountRule(
  rule: PayItemRule,
  item: PayItem,
  figures: PayItemFigures,
  money: (value: string) => string,
): string {
  const stated = `檔案為 ${money(item.amount)}`;
  switch (rule) {
    case 'group':
      return `複價與子項合計不符：${stated}，子項合計為 ${money(figures.amount)}`;
    case 'subtotal':
      return `金額與前列各項合計不符：${stated}，前列各項合計為 ${money(figures.amount)}`;
    case 'formula':
      return `複價與公式計算結果不符：${stated}，依公式計算為 ${money(figures.amount)}`;
    default:
      return `複價與數量×單價不符：${stated}，數量 ${money(item.qty)} × 單價 ${money(figures.cost)} = ${money(figures.amount)}`;
  }
}
