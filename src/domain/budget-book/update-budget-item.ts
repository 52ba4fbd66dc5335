/**
 * Incremental recalculation for the grid: a new quantity or unit price on one line recomputes only that
 * line and what depends on it (its ancestors, the formula items and subtotals over them, transitively),
 * in dependency order, and reports the figures that changed and the new grand total.
 */
import type { PayItem } from './budget-book-types';
import { isDecimalText, toDecimal, toDecimalString } from './budget-decimal';
import { describePayItem, isAnalysedItem, isGroupItem, type BudgetBookIndex } from './index-budget-book';
import { computePayItem, sumTopLevel, type BudgetCalculation, type PayItemContext, type PayItemFigures } from './recalculate-budget-book';
import { InputError, NotFoundError } from '../errors';

/** An edit of one line: a new quantity and/or unit price (decimal strings). */
export interface BudgetItemChange {
  itemKey: string;
  qty?: string;
  cost?: string;
}

/** Figures of an item that changed, with where it sits. */
export interface ChangedFigures extends PayItemFigures {
  itemKey: string;
  printNo: string;
}

/** The outcome of an edit. */
export interface BudgetItemUpdate {
  /** The calculation after the edit (the one passed in is left as it was). */
  calculation: BudgetCalculation;
  /** The items whose figures changed, edited item first, then in dependency order. */
  changed: ChangedFigures[];
  /** How many items were recomputed (the edited one and its dependents). */
  recomputed: number;
}

/** True when the grid may edit the item's quantity: a leaf line that is not a formula or a total. */
export function isQuantityEditable(item: PayItem): boolean {
  return !isGroupItem(item) && item.itemKind !== 'formula' && item.itemKind !== 'subtotal';
}

/**
 * True when the grid may edit the item's unit price: a leaf line that is not a formula, a total or priced
 * by an analysis, and whose price is not fixed — a zero or empty price stays editable even when fixed.
 */
export function isCostEditable(item: PayItem, index: Pick<BudgetBookIndex, 'analyses'>, currentCost: string = item.cost): boolean {
  if (!isQuantityEditable(item) || isAnalysedItem(item, index.analyses)) return false;
  return !item.costFixed || currentCost.trim() === '' || toDecimal(currentCost).isZero();
}

/** Applies one edit and recomputes what depends on it; throws InputError/NotFoundError (zh-TW) on a bad edit. */
export function updateBudgetItem(calculation: BudgetCalculation, change: BudgetItemChange): BudgetItemUpdate {
  const { index } = calculation;
  const item = index.items.get(change.itemKey);
  if (item === undefined) throw new NotFoundError(`找不到工作項目（itemKey「${change.itemKey}」）`);
  const label = `項次「${describePayItem(item)}」`;
  if (change.qty !== undefined) {
    if (!isQuantityEditable(item)) throw new InputError(`${label}的數量由其他項目計算，不能直接修改`);
    if (!isDecimalText(change.qty.trim() || '0')) throw new InputError(`${label}的數量必須是數字`);
  }
  if (change.cost !== undefined) {
    if (!isCostEditable(item, index, calculation.items.get(item.itemKey)?.cost)) {
      const reason = isAnalysedItem(item, index.analyses) ? '由單價分析計算' : isQuantityEditable(item) ? '已固定' : '由其他項目計算';
      throw new InputError(`${label}的單價${reason}，不能直接修改`);
    }
    if (!isDecimalText(change.cost.trim() || '0')) throw new InputError(`${label}的單價必須是數字`);
  }

  const items = new Map(calculation.items);
  const before = items.get(item.itemKey) as PayItemFigures;
  items.set(item.itemKey, {
    ...before,
    qty: change.qty === undefined ? before.qty : toDecimalString(toDecimal(change.qty)),
    cost: change.cost === undefined ? before.cost : toDecimalString(toDecimal(change.cost)),
  });
  const context: PayItemContext = {
    rounding: calculation.rounding,
    index,
    analysisPrice: (code) => {
      const analysis = calculation.analyses.get(code);
      return analysis === undefined ? undefined : toDecimal(analysis.unitPrice);
    },
    figures: (itemKey) => items.get(itemKey) as PayItemFigures,
  };

  // The edited item and everything downstream of it, in evaluation order.
  const affected = new Set<string>([item.itemKey]);
  const queue = [item.itemKey];
  while (queue.length > 0) {
    const key = queue.pop() as string;
    for (const dependent of index.dependents.get(key) ?? []) {
      if (!affected.has(dependent)) {
        affected.add(dependent);
        queue.push(dependent);
      }
    }
  }
  const ordered = [...affected].sort((a, b) => (index.rank.get(a) as number) - (index.rank.get(b) as number));

  const changed: ChangedFigures[] = [];
  let topLevelChanged = false;
  for (const key of ordered) {
    const target = index.items.get(key) as PayItem;
    const previous = calculation.items.get(key) as PayItemFigures;
    const { figures } = computePayItem(target, context);
    items.set(key, figures);
    if (figures.qty !== previous.qty || figures.cost !== previous.cost || figures.amount !== previous.amount || figures.formulaPercent !== previous.formulaPercent) {
      changed.push({ itemKey: key, printNo: target.printNo, ...figures });
      if (target.parentKey === null) topLevelChanged = true;
    }
  }
  const grandTotal = topLevelChanged ? toDecimalString(sumTopLevel(index, context.figures)) : calculation.grandTotal;
  return { calculation: { ...calculation, items, grandTotal }, changed, recomputed: ordered.length };
}
