/**
 * Flattens the pay-item tree into grid rows in print order (AG Grid Community has no tree data: the grid
 * indents by level and hides collapsed rows itself), with the flags of spec doc 3 §4:
 * - written: the line's sysRemark is non-empty (subtotals/totals excepted);
 * - estimating (stage A2.8 only): quantity 1, unit 式, an 8-digit print number (second level) and no child;
 * - a zero or empty unit price shows as 0 and stays editable.
 */
import type { BudgetBook, PayItem, PayItemKind } from './budget-book-types';
import { toDecimal, toDecimalString } from './budget-decimal';
import { formatFormulaPercent } from './format-budget-number';
import { PRINT_NO_DIGITS, parentPrintNo } from './format-item-number';
import { indexBudgetBook, isAnalysedItem, type BudgetBookIndex } from './index-budget-book';
import type { BudgetCalculation } from './recalculate-budget-book';
import { isCostEditable, isQuantityEditable } from './update-budget-item';

/** The step whose budget lines are flagged as estimating (A2.8 工程預算). */
export const ESTIMATING_STAGE = 'A2.8';

/** One grid row. */
export interface BudgetGridRow {
  itemKey: string;
  printNo: string;
  parentPrintNo: string | null;
  levelNo: number;
  hasChildren: boolean;
  itemNo: string;
  refItemNo: string;
  itemKind: PayItemKind;
  refItemCode: string;
  cName: string;
  unitName: string;
  qty: string;
  cost: string;
  amount: string;
  /** For a formula item, its rate with 11 decimals; else null. */
  formulaPercent: string | null;
  sysRemark: string;
  /** Priced by a unit-price analysis. */
  hasAnalysis: boolean;
  /** sysRemark is filled in (never for subtotals). */
  written: boolean;
  /** A2.8 lump-sum line (1 式, second level, no child) that is an estimate. */
  estimating: boolean;
  qtyEditable: boolean;
  costEditable: boolean;
}

/** Options: the step the grid shows (for the estimating flag) and a calculation whose figures to show. */
export interface FlattenBudgetBookOptions {
  stage?: string;
  calculation?: BudgetCalculation;
}

/** The grid rows of a book, in print order. */
export function flattenBudgetBook(book: BudgetBook, options: FlattenBudgetBookOptions = {}): BudgetGridRow[] {
  const index: BudgetBookIndex = options.calculation?.index ?? indexBudgetBook(book);
  const rows: BudgetGridRow[] = [];
  const visit = (item: PayItem): void => {
    const figures = options.calculation?.items.get(item.itemKey);
    const qty = figures?.qty ?? item.qty;
    const rawCost = figures?.cost ?? item.cost;
    const costIsZero = rawCost.trim() === '' || toDecimal(rawCost).isZero();
    const hasChildren = item.children.length > 0;
    const hasAnalysis = isAnalysedItem(item, index.analyses);
    const formulaPercent =
      figures?.formulaPercent ?? (item.formula?.percent !== null && item.formula !== null ? formatFormulaPercent(item.formula.percent ?? '0') : null);
    rows.push({
      itemKey: item.itemKey,
      printNo: item.printNo,
      parentPrintNo: parentPrintNo(item.printNo),
      levelNo: item.levelNo,
      hasChildren,
      itemNo: item.itemNo,
      refItemNo: item.refItemNo,
      itemKind: item.itemKind,
      refItemCode: item.refItemCode,
      cName: item.cName,
      unitName: item.unitName,
      qty,
      cost: costIsZero ? '0' : toDecimalString(toDecimal(rawCost)),
      amount: figures?.amount ?? item.amount,
      formulaPercent,
      sysRemark: item.sysRemark,
      hasAnalysis,
      written: item.itemKind !== 'subtotal' && item.sysRemark.trim() !== '',
      estimating:
        options.stage === ESTIMATING_STAGE &&
        !hasChildren &&
        item.unitName === '式' &&
        item.printNo.length === 2 * PRINT_NO_DIGITS &&
        toDecimal(qty).equals(1),
      qtyEditable: isQuantityEditable(item),
      costEditable: isCostEditable(item, index, rawCost),
    });
    item.children.forEach(visit);
  };
  book.DetailList.forEach(visit);
  return rows;
}
