/**
 * Counts what a budget book holds: pay items (by kind, and depth), analyses and their work items,
 * formula items and resources.
 */
import type { BudgetBook, PayItem, PayItemKind, WorkItem } from './budget-book-types';

/** The numbers of a book. */
export interface BudgetBookCounts {
  /** All DetailList pay items at every level. */
  payItems: number;
  /** Pay items by itemKind. */
  payItemsByKind: Partial<Record<PayItemKind, number>>;
  /** Levels of the pay-item tree. */
  depth: number;
  /** CostBreakdownList analyses (top-level WorkItems). */
  analyses: number;
  /** All CostBreakdownList WorkItems, analysis headers included. */
  workItems: number;
  /** Formula items. */
  formulas: number;
  /** ResourceList WorkItems (project-wide resources). */
  resources: number;
  /** ResourceList PayItem entries. */
  resourcePayItems: number;
}

/** Counts a book's pay items, analyses, work items and resources. */
export function countBudgetBook(book: BudgetBook): BudgetBookCounts {
  const payItemsByKind: Partial<Record<PayItemKind, number>> = {};
  let payItems = 0;
  let depth = 0;
  const visit = (item: PayItem): void => {
    payItems += 1;
    depth = Math.max(depth, item.levelNo);
    payItemsByKind[item.itemKind] = (payItemsByKind[item.itemKind] ?? 0) + 1;
    item.children.forEach(visit);
  };
  book.DetailList.forEach(visit);
  const countWorkItems = (items: readonly WorkItem[]): number => items.reduce((total, item) => total + 1 + countWorkItems(item.children), 0);
  return {
    payItems,
    payItemsByKind,
    depth,
    analyses: book.CostBreakdownList.length,
    workItems: countWorkItems(book.CostBreakdownList),
    formulas: payItemsByKind.formula ?? 0,
    resources: book.ResourceList.workItems.length,
    resourcePayItems: book.ResourceList.payItems.length,
  };
}
