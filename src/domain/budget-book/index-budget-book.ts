/**
 * The structure of a budget book that calculations need: items by itemKey, analyses by code, what each
 * item's figures depend on (children, formula references, the siblings a subtotal sums) and an order in
 * which every item comes after everything it depends on.
 */
import type { BudgetBook, PayItem, WorkItem } from './budget-book-types';
import { listFormulaReferences } from './evaluate-budget-formula';
import { InputError } from '../errors';

/** Marks the errors that concern a formula (fields.kind = 'invalid-formula'). */
const FORMULA_FAULT = { fields: { kind: 'invalid-formula' } };

/** Lookup tables and the dependency graph of a book's pay items. */
export interface BudgetBookIndex {
  /** Pay items by itemKey. */
  items: ReadonlyMap<string, PayItem>;
  /** Pay items in print order (pre-order). */
  preorder: readonly PayItem[];
  /** Parent of each item by itemKey (null at the top level). */
  parents: ReadonlyMap<string, PayItem | null>;
  /** Top-level items in order. */
  topLevel: readonly PayItem[];
  /** CostBreakdownList analyses by itemCode. */
  analyses: ReadonlyMap<string, WorkItem>;
  /** Pay items priced by each analysis code. */
  analysisUsers: ReadonlyMap<string, readonly PayItem[]>;
  /** What each item's amount is computed from (itemKeys). */
  dependencies: ReadonlyMap<string, readonly string[]>;
  /** The items whose amounts are computed from each item (itemKeys). */
  dependents: ReadonlyMap<string, readonly string[]>;
  /** itemKeys in an order where each comes after its dependencies. */
  evaluationOrder: readonly string[];
  /** Position of each itemKey in evaluationOrder. */
  rank: ReadonlyMap<string, number>;
}

/** The label that names an item in messages: its 項次 or, for an unlabelled total, its name. */
export function describePayItem(item: PayItem): string {
  return item.refItemNo !== '' ? item.refItemNo : item.cName !== '' ? item.cName : item.itemKey;
}

/** True when the item's amount is the sum of its children. */
export function isGroupItem(item: PayItem): boolean {
  return item.children.length > 0;
}

/** Builds the index; throws InputError (zh-TW) on duplicate keys, unknown formula references or circular formulas. */
export function indexBudgetBook(book: BudgetBook): BudgetBookIndex {
  const items = new Map<string, PayItem>();
  const parents = new Map<string, PayItem | null>();
  const preorder: PayItem[] = [];
  const visit = (item: PayItem, parent: PayItem | null): void => {
    if (items.has(item.itemKey)) throw new InputError(`項次「${describePayItem(item)}」的 itemKey「${item.itemKey}」重複`);
    items.set(item.itemKey, item);
    parents.set(item.itemKey, parent);
    preorder.push(item);
    for (const child of item.children) visit(child, item);
  };
  for (const item of book.DetailList) visit(item, null);

  const analyses = new Map<string, WorkItem>();
  for (const analysis of book.CostBreakdownList) {
    if (analyses.has(analysis.itemCode)) throw new InputError(`單價分析「${analysis.itemCode} ${analysis.cName}」重複`);
    analyses.set(analysis.itemCode, analysis);
  }
  const analysisUsers = new Map<string, PayItem[]>();
  for (const item of preorder) {
    if (isAnalysedItem(item, analyses)) {
      const users = analysisUsers.get(item.refItemCode) ?? [];
      users.push(item);
      analysisUsers.set(item.refItemCode, users);
    }
  }

  const dependencies = new Map<string, string[]>();
  const siblingsOf = (item: PayItem): readonly PayItem[] => parents.get(item.itemKey)?.children ?? book.DetailList;
  for (const item of preorder) {
    let needs: string[] = [];
    if (isGroupItem(item)) needs = item.children.map((child) => child.itemKey);
    else if (item.itemKind === 'formula' && item.formula !== null) {
      needs = listFormulaReferences(item.formula);
      for (const key of needs) {
        if (!items.has(key)) throw new InputError(`項次「${describePayItem(item)}」的公式引用了不存在的項目（itemKey「${key}」）`, FORMULA_FAULT);
        if (key === item.itemKey) throw new InputError(`項次「${describePayItem(item)}」的公式引用了自己`, FORMULA_FAULT);
      }
    } else if (item.itemKind === 'subtotal') {
      const siblings = siblingsOf(item);
      needs = siblings
        .slice(0, siblings.indexOf(item))
        .filter((sibling) => sibling.itemKind !== 'subtotal')
        .map((sibling) => sibling.itemKey);
    }
    dependencies.set(item.itemKey, needs);
  }

  const dependents = new Map<string, string[]>();
  for (const [key, needs] of dependencies) {
    for (const need of needs) {
      const list = dependents.get(need) ?? [];
      list.push(key);
      dependents.set(need, list);
    }
  }

  const evaluationOrder = orderByDependencies(preorder, dependencies, items);
  const rank = new Map(evaluationOrder.map((key, position) => [key, position]));
  return {
    items,
    preorder,
    parents,
    topLevel: book.DetailList,
    analyses,
    analysisUsers,
    dependencies,
    dependents,
    evaluationOrder,
    rank,
  };
}

/** True when a pay item takes its unit price from an analysis in the book. */
export function isAnalysedItem(item: PayItem, analyses: ReadonlyMap<string, WorkItem>): boolean {
  return item.children.length === 0 && item.itemKind === 'analysis' && item.refItemCode !== '' && analyses.has(item.refItemCode);
}

function orderByDependencies(
  preorder: readonly PayItem[],
  dependencies: ReadonlyMap<string, readonly string[]>,
  items: ReadonlyMap<string, PayItem>,
): string[] {
  const order: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  // Iterative depth-first search, so a 20,000-item book cannot overflow the stack.
  for (const start of preorder) {
    if (state.has(start.itemKey)) continue;
    const stack: Array<{ key: string; next: number }> = [{ key: start.itemKey, next: 0 }];
    state.set(start.itemKey, 'open');
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as { key: string; next: number };
      const needs = dependencies.get(frame.key) ?? [];
      if (frame.next < needs.length) {
        const need = needs[frame.next] as string;
        frame.next += 1;
        const seen = state.get(need);
        if (seen === 'open') {
          const item = items.get(frame.key) as PayItem;
          throw new InputError(`項次「${describePayItem(item)}」的公式形成循環引用`, FORMULA_FAULT);
        }
        if (seen === undefined) {
          state.set(need, 'open');
          stack.push({ key: need, next: 0 });
        }
      } else {
        state.set(frame.key, 'done');
        order.push(frame.key);
        stack.pop();
      }
    }
  }
  return order;
}
