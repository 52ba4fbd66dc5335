/**
 * What the grid's cells read through AG Grid's `context`: the working model, the tracked range, the
 * collapsed items, and the actions a cell may start (toggle a row, open its analysis, preview a figure).
 */
import type { BudgetGridModel } from './budget-grid-model';
import type { CellRange } from './cell-range';

/** The grid context every cell component and callback receives. */
export interface BudgetGridContext {
  model: BudgetGridModel;
  /** Amount decimals of the book (DetailList itemAmountDisplayDecimal). */
  amountDecimals: number;
  range: () => CellRange | null;
  displayedColumns: () => string[];
  isCollapsed: (itemKey: string) => boolean;
  toggle: (itemKey: string) => void;
  openAnalysis: (itemKey: string) => void;
  /** Shows the effect of the text typed in a figure cell (totals up the tree as you type). */
  preview: (itemKey: string, field: 'qty' | 'cost', text: string) => void;
  searchTerm: () => string;
  /** Narrow screen: the name cell carries the 項次 (its column is hidden) and indents less. */
  compact: boolean;
}

/** Row id of the pinned grand-total row. */
export const TOTAL_ROW_KEY = '__grand_total__';
