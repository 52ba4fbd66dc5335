/**
 * Recalculates a budget book exactly as PCCES does (decimal arithmetic, half-up rounding to the list's
 * declared decimals — 0 for DetailList amounts and unit prices in the sample, 2 when a file declares none):
 * - a leaf's amount is quantity × unit price (an amount marked fixed stays as entered);
 * - an analysed item's unit price is its analysis's (see calculate-analysis.ts);
 * - a group's amount is the sum of its children; a subtotal's the sum of the items before it at its level;
 * - a formula item's amount is its formula over other items' amounts (see evaluate-budget-formula.ts);
 * - the grand total is the sum of the top-level items other than subtotals.
 */
import type { BudgetBook, BudgetMain, PayItem } from './budget-book-types';
import { roundHalfUp, sumDecimals, toDecimal, toDecimalString, type BudgetDecimalValue } from './budget-decimal';
import { calculateAnalyses, type AnalysisCalculation, type AnalysisDecimals } from './calculate-analysis';
import { evaluateBudgetFormula } from './evaluate-budget-formula';
import { formatFormulaPercent } from './format-budget-number';
import { describePayItem, indexBudgetBook, isAnalysedItem, isGroupItem, type BudgetBookIndex } from './index-budget-book';
import { InputError } from '../errors';

/** The figures of one pay item. */
export interface PayItemFigures {
  qty: string;
  /** Unit price. */
  cost: string;
  amount: string;
  /** For a formula item, the rate charged with 11 decimals (spec: formula percentage shows 11 decimals); else null. */
  formulaPercent: string | null;
}

/** How an item's figures are obtained. */
export type PayItemRule = 'group' | 'formula' | 'subtotal' | 'analysis' | 'quantity-times-cost' | 'fixed-amount';

/** Rounding a book uses. */
export interface BudgetRounding {
  /** DetailList amounts. */
  amount: number;
  /** DetailList unit prices (and analyses' unit prices). */
  unitPrice: number;
  analysis: AnalysisDecimals;
}

/** A recalculated book: every pay item's figures, every analysis, the grand total, and what incremental updates need. */
export interface BudgetCalculation {
  index: BudgetBookIndex;
  rounding: BudgetRounding;
  analyses: ReadonlyMap<string, AnalysisCalculation>;
  /** Figures by itemKey. */
  items: ReadonlyMap<string, PayItemFigures>;
  grandTotal: string;
}

/** What computing one item may read. */
export interface PayItemContext {
  rounding: BudgetRounding;
  index: BudgetBookIndex;
  /** The unit price of an analysis by code (undefined when none). */
  analysisPrice: (code: string) => BudgetDecimalValue | undefined;
  /** The current figures of an item. */
  figures: (itemKey: string) => PayItemFigures;
}

/** The rounding a book declares (2 decimals where it declares none). */
export function roundingOf(main: BudgetMain): BudgetRounding {
  return {
    amount: main.decimals.detail.amount,
    unitPrice: main.decimals.detail.unitPrice,
    analysis: {
      lineAmount: main.decimals.costBreakdown.amount,
      lineUnitPrice: main.decimals.costBreakdown.unitPrice,
      unitPrice: main.decimals.detail.unitPrice,
    },
  };
}

/** Recalculates the whole book from its quantities, unit prices, analyses and formulas. */
export function recalculateBudgetBook(book: BudgetBook, index: BudgetBookIndex = indexBudgetBook(book)): BudgetCalculation {
  const rounding = roundingOf(book.Main);
  const analyses = calculateAnalyses(book.CostBreakdownList, rounding.analysis);
  const items = new Map<string, PayItemFigures>();
  for (const item of index.preorder) {
    items.set(item.itemKey, { qty: item.qty, cost: item.cost, amount: item.amount, formulaPercent: null });
  }
  const context: PayItemContext = {
    rounding,
    index,
    analysisPrice: (code) => {
      const analysis = analyses.get(code);
      return analysis === undefined ? undefined : toDecimal(analysis.unitPrice);
    },
    figures: (itemKey) => items.get(itemKey) as PayItemFigures,
  };
  for (const key of index.evaluationOrder) {
    const item = index.items.get(key) as PayItem;
    items.set(key, computePayItem(item, context).figures);
  }
  return { index, rounding, analyses, items, grandTotal: toDecimalString(sumTopLevel(index, context.figures)) };
}

/** The grand total: the sum of the top-level items other than subtotals. */
export function sumTopLevel(index: BudgetBookIndex, figures: (itemKey: string) => PayItemFigures): BudgetDecimalValue {
  return sumDecimals(index.topLevel.filter((item) => item.itemKind !== 'subtotal').map((item) => toDecimal(figures(item.itemKey).amount)));
}

/** Computes one item's figures from its own quantity/unit price and the current figures of what it depends on. */
export function computePayItem(item: PayItem, context: PayItemContext): { figures: PayItemFigures; rule: PayItemRule } {
  const own = context.figures(item.itemKey);
  const qty = toDecimal(own.qty);
  const amountDecimals = item.amountDecimals ?? context.rounding.amount;
  const costDecimals = item.costDecimals ?? context.rounding.unitPrice;
  const amountOfDependencies = (): BudgetDecimalValue =>
    sumDecimals((context.index.dependencies.get(item.itemKey) ?? []).map((key) => toDecimal(context.figures(key).amount)));
  const perUnit = (amount: BudgetDecimalValue): string =>
    toDecimalString(qty.isZero() || qty.equals(1) ? amount : roundHalfUp(amount.dividedBy(qty), costDecimals));
  const result = (rule: PayItemRule, cost: string, amount: BudgetDecimalValue, formulaPercent: string | null = null) => ({
    rule,
    figures: { qty: own.qty, cost, amount: toDecimalString(amount), formulaPercent },
  });

  if (isGroupItem(item)) {
    const amount = roundHalfUp(amountOfDependencies(), amountDecimals);
    return result('group', perUnit(amount), amount);
  }
  if (item.itemKind === 'subtotal') {
    const amount = roundHalfUp(amountOfDependencies(), amountDecimals);
    return result('subtotal', perUnit(amount), amount);
  }
  if (item.itemKind === 'formula' && item.formula !== null) {
    let evaluation;
    try {
      evaluation = evaluateBudgetFormula(item.formula, (key) => toDecimal(context.figures(key).amount));
    } catch (error) {
      throw new InputError(`項次「${describePayItem(item)}」的公式無法計算：${error instanceof Error ? error.message : String(error)}`, { fields: { kind: 'invalid-formula' } });
    }
    const amount = roundHalfUp(evaluation.value, amountDecimals);
    const percent = evaluation.effectivePercent === null ? null : formatFormulaPercent(evaluation.effectivePercent);
    return result('formula', perUnit(amount), amount, percent);
  }
  const analysed = isAnalysedItem(item, context.index.analyses) ? context.analysisPrice(item.refItemCode) : undefined;
  const cost = analysed === undefined ? own.cost : toDecimalString(analysed);
  if (item.amountFixed) return result('fixed-amount', cost, toDecimal(own.amount));
  const amount = roundHalfUp(qty.times(toDecimal(cost)), amountDecimals);
  return result(analysed === undefined ? 'quantity-times-cost' : 'analysis', cost, amount);
}
