/**
 * Writes a calculation's figures into a book: pay items' quantities, unit prices and amounts, analysis
 * lines and unit prices, and the grand total (with its Chinese numerals). Returns a new book.
 */
import type { BudgetBook, PayItem, WorkItem } from './budget-book-types';
import type { AnalysisCalculation, AnalysisLineResult } from './calculate-analysis';
import { formatChineseAmount } from './format-budget-number';
import type { BudgetCalculation } from './recalculate-budget-book';

/** A copy of the book carrying the calculation's figures. */
export function applyBudgetCalculation(book: BudgetBook, calculation: BudgetCalculation): BudgetBook {
  const applyItem = (item: PayItem): PayItem => {
    const figures = calculation.items.get(item.itemKey);
    return {
      ...item,
      ...(figures === undefined ? {} : { qty: figures.qty, cost: figures.cost, amount: figures.amount }),
      children: item.children.map(applyItem),
    };
  };
  const applyLines = (lines: readonly WorkItem[], results: readonly AnalysisLineResult[]): WorkItem[] =>
    lines.map((line, position) => {
      const result = results[position];
      if (result === undefined) return line;
      return { ...line, cost: line.cost === null && line.itemKind === 'variablePrice' ? null : result.cost, amount: result.amount, children: applyLines(line.children, result.children) };
    });
  const applyAnalysis = (analysis: WorkItem): WorkItem => {
    const result: AnalysisCalculation | undefined = calculation.analyses.get(analysis.itemCode);
    if (result === undefined) return analysis;
    return { ...analysis, cost: result.unitPrice, children: applyLines(analysis.children, result.lines) };
  };
  return {
    ...book,
    Main: {
      ...book.Main,
      totalAmount: calculation.grandTotal,
      totalAmountChinese: formatChineseAmount(calculation.grandTotal, book.Main.currency),
    },
    DetailList: book.DetailList.map(applyItem),
    CostBreakdownList: book.CostBreakdownList.map(applyAnalysis),
  };
}
