/**
 * Evaluates a formula item: its Amount expression over other items' amounts at its percentage, or, for a
 * progressive rate (分段計價), each band's rate on the part of the base inside the band.
 */
import type { BudgetFormula, FormulaExpression } from './budget-book-types';
import { BudgetDecimal, sumDecimals, toDecimal, type BudgetDecimalValue } from './budget-decimal';

/** The result of a formula before rounding. */
export interface FormulaEvaluation {
  /** The unrounded amount. */
  value: BudgetDecimalValue;
  /** The base: the Amount expression at 100 %. */
  base: BudgetDecimalValue;
  /** The rate actually charged, value ÷ base × 100 (the stated rate when single); null when the base is 0. */
  effectivePercent: BudgetDecimalValue | null;
}

const HUNDRED = new BudgetDecimal(100);

/** Evaluates a formula; `amountOf` gives a referenced item's amount. Throws RangeError (zh-TW) on division by zero or a bad variable. */
export function evaluateBudgetFormula(formula: BudgetFormula, amountOf: (itemKey: string) => BudgetDecimalValue): FormulaEvaluation {
  const variables = new Map(formula.variables.map((variable) => [variable.name, variable]));
  const values = new Map<string, BudgetDecimalValue>();
  const resolving = new Set<string>();

  const evaluate = (expression: FormulaExpression, percent: BudgetDecimalValue): BudgetDecimalValue => {
    switch (expression.op) {
      case 'item':
        return amountOf(expression.itemKey);
      case 'number':
        return toDecimal(expression.value);
      case 'percent':
        return percent;
      case 'var': {
        const known = values.get(expression.name);
        if (known !== undefined) return known;
        const variable = variables.get(expression.name);
        if (variable === undefined) throw new RangeError(`變數「${expression.name}」未定義`);
        if (resolving.has(expression.name)) throw new RangeError(`變數「${expression.name}」引用自己`);
        resolving.add(expression.name);
        const value = evaluate(variable.expression, toDecimal(variable.percent));
        resolving.delete(expression.name);
        values.set(expression.name, value);
        return value;
      }
      case 'plus':
        return sumDecimals(expression.args.map((arg) => evaluate(arg, percent)));
      case 'minus': {
        const sum = sumDecimals(expression.args.map((arg) => evaluate(arg, percent)));
        return sum.negated();
      }
      case 'times':
        return expression.args.reduce((product, arg) => product.times(evaluate(arg, percent)), new BudgetDecimal(1));
      case 'divide': {
        const denominator = evaluate(expression.args[1], percent);
        if (denominator.isZero()) throw new RangeError('除數為 0');
        return evaluate(expression.args[0], percent).dividedBy(denominator);
      }
    }
  };

  const base = evaluate(formula.expression, HUNDRED);
  if (formula.tiers !== null) {
    let value = new BudgetDecimal(0);
    for (const tier of formula.tiers) {
      const lower = toDecimal(tier.lower);
      const upper = toDecimal(tier.upper);
      const inBand = BudgetDecimal.min(base, upper).minus(lower);
      if (inBand.greaterThan(0)) value = value.plus(inBand.times(toDecimal(tier.percent)).dividedBy(HUNDRED));
    }
    return { value, base, effectivePercent: base.isZero() ? null : value.dividedBy(base).times(HUNDRED) };
  }
  const percent = toDecimal(formula.percent ?? '0');
  return { value: evaluate(formula.expression, percent), base, effectivePercent: percent };
}

/** The itemKeys a formula refers to, each once, in order of appearance. */
export function listFormulaReferences(formula: BudgetFormula): string[] {
  const keys = new Set<string>();
  const visit = (expression: FormulaExpression): void => {
    if (expression.op === 'item') keys.add(expression.itemKey);
    else if ('args' in expression) expression.args.forEach(visit);
  };
  formula.variables.forEach((variable) => visit(variable.expression));
  visit(formula.expression);
  return [...keys];
}
