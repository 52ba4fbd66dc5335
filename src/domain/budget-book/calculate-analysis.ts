/**
 * Unit-price analysis (單價分析) as PCCES computes it, reproduced from the sample book:
 * - a line's amount is quantity × unit price rounded to the CostBreakdownList's amount decimals (2);
 * - a variableSumPercentage line (工具損耗, 零星工料, 雜費, 運雜費) is Percent % of the sum of the other
 *   lines, rounded likewise;
 * - the unit price is (sum of the lines) ÷ analysisOutputQuantity, rounded to the DetailList's unit-price
 *   decimals (0 in the sample);
 * - the last variableSumPercentage line then absorbs the rounding difference (尾差), so the lines add up
 *   to exactly unit price × analysisOutputQuantity. Every one of the sample's 22 analyses is written so.
 */
import type { WorkItem } from './budget-book-types';
import { BudgetDecimal, roundHalfUp, sumDecimals, toDecimal, toDecimalString, type BudgetDecimalValue } from './budget-decimal';
import { InputError } from '../errors';

/** Rounding an analysis needs. */
export interface AnalysisDecimals {
  /** Line amounts (CostBreakdownList itemAmountDisplayDecimal). */
  lineAmount: number;
  /** Unit prices of derived lines (CostBreakdownList unitPriceDisplayDecimal). */
  lineUnitPrice: number;
  /** The analysis's unit price, i.e. the pay item's (DetailList unitPriceDisplayDecimal). */
  unitPrice: number;
}

/** The figures of one analysis line (and of its own lines, when it is a nested analysis). */
export interface AnalysisLineResult {
  cost: string;
  amount: string;
  children: AnalysisLineResult[];
}

/** The result of one analysis. */
export interface AnalysisCalculation {
  itemCode: string;
  /** Unit price per output unit: what the pay items take as their cost. */
  unitPrice: string;
  /** Sum of the lines (= unitPrice × analysisOutputQuantity when a variableSumPercentage line absorbs the rounding). */
  total: string;
  /** Figures of the lines, parallel to the analysis's children. */
  lines: AnalysisLineResult[];
}

/** A line as the settling step sees it: its kind, Percent and (for lines that are not percentages) amount. */
export interface SettlingLine {
  kind: string;
  percent: BudgetDecimalValue;
  amount: BudgetDecimalValue | null;
}

/** The outcome of settling an analysis: its unit price and every line's amount. */
export interface SettledAnalysis {
  unitPrice: BudgetDecimalValue;
  amounts: BudgetDecimalValue[];
}

const HUNDRED = new BudgetDecimal(100);

/** The analysis's output quantity: the analysisOutputQuantity attribute, else its Quantity. */
export function outputQuantityOf(analysis: WorkItem): BudgetDecimalValue {
  return toDecimal(analysis.analysisOutputQuantity ?? analysis.qty);
}

/**
 * Given the amounts of the ordinary lines, computes the percentage lines, the unit price and the
 * absorbed rounding difference (see the file comment).
 */
export function settleAnalysisLines(outputQuantity: BudgetDecimalValue, lines: readonly SettlingLine[], decimals: AnalysisDecimals): SettledAnalysis {
  const others = sumDecimals(lines.filter((line) => line.kind !== 'variableSumPercentage').map((line) => line.amount ?? new BudgetDecimal(0)));
  const amounts = lines.map((line) =>
    line.kind === 'variableSumPercentage'
      ? roundHalfUp(others.times(line.percent).dividedBy(HUNDRED), decimals.lineAmount)
      : (line.amount ?? new BudgetDecimal(0)),
  );
  const divisor = outputQuantity.isZero() ? new BudgetDecimal(1) : outputQuantity;
  const unitPrice = roundHalfUp(sumDecimals(amounts).dividedBy(divisor), decimals.unitPrice);
  const last = lines.map((line) => line.kind).lastIndexOf('variableSumPercentage');
  if (last >= 0) {
    const rest = sumDecimals(amounts.filter((_, index) => index !== last));
    amounts[last] = unitPrice.times(divisor).minus(rest);
  }
  return { unitPrice, amounts };
}

/** Computes every analysis of a CostBreakdownList; nested 'analysis' lines take the price of the analysis with their code. */
export function calculateAnalyses(analyses: readonly WorkItem[], decimals: AnalysisDecimals): Map<string, AnalysisCalculation> {
  const byCode = new Map(analyses.map((analysis) => [analysis.itemCode, analysis]));
  const results = new Map<string, AnalysisCalculation>();
  const resolving = new Set<string>();
  const priceOfCode = (code: string): BudgetDecimalValue | undefined => {
    const analysis = byCode.get(code);
    if (analysis === undefined) return undefined;
    return toDecimal(calculate(analysis).unitPrice);
  };
  const calculate = (analysis: WorkItem): AnalysisCalculation => {
    const known = results.get(analysis.itemCode);
    if (known !== undefined) return known;
    if (resolving.has(analysis.itemCode)) throw new InputError(`單價分析「${analysis.itemCode} ${analysis.cName}」循環引用自己`);
    resolving.add(analysis.itemCode);
    const result = calculateAnalysis(analysis, decimals, priceOfCode);
    resolving.delete(analysis.itemCode);
    results.set(analysis.itemCode, result);
    return result;
  };
  for (const analysis of analyses) calculate(analysis);
  return results;
}

/** Computes one analysis from its lines' quantities and prices. */
export function calculateAnalysis(
  analysis: WorkItem,
  decimals: AnalysisDecimals,
  priceOfCode: (code: string) => BudgetDecimalValue | undefined = () => undefined,
): AnalysisCalculation {
  const lineResults = analysis.children.map((line) => priceLine(line, decimals, priceOfCode));
  const settled = settleAnalysisLines(
    outputQuantityOf(analysis),
    analysis.children.map((line, index) => ({
      kind: line.itemKind,
      percent: toDecimal(line.percent),
      amount: toDecimal((lineResults[index] as AnalysisLineResult).amount),
    })),
    decimals,
  );
  const lines = analysis.children.map((line, index) => {
    const result = lineResults[index] as AnalysisLineResult;
    if (line.itemKind !== 'variableSumPercentage') return result;
    const amount = settled.amounts[index] as BudgetDecimalValue;
    const qty = toDecimal(line.qty);
    const cost = qty.isZero() ? amount : roundHalfUp(amount.dividedBy(qty), decimals.lineUnitPrice);
    return { cost: toDecimalString(cost), amount: toDecimalString(amount), children: [] };
  });
  return {
    itemCode: analysis.itemCode,
    unitPrice: toDecimalString(settled.unitPrice),
    total: toDecimalString(sumDecimals(settled.amounts)),
    lines,
  };
}

function priceLine(line: WorkItem, decimals: AnalysisDecimals, priceOfCode: (code: string) => BudgetDecimalValue | undefined): AnalysisLineResult {
  let cost: BudgetDecimalValue;
  let children: AnalysisLineResult[] = [];
  if (line.children.length > 0) {
    const nested = calculateAnalysis(line, decimals, priceOfCode);
    cost = toDecimal(nested.unitPrice);
    children = nested.lines;
  } else {
    cost = (line.itemKind === 'analysis' ? priceOfCode(line.itemCode) : undefined) ?? toDecimal(line.cost ?? '0');
  }
  const amount =
    line.amountFixed && line.amount !== null
      ? toDecimal(line.amount)
      : roundHalfUp(toDecimal(line.qty).times(cost), line.amountDecimals ?? decimals.lineAmount);
  return { cost: toDecimalString(cost), amount: toDecimalString(amount), children };
}
