/**
 * The contract stage (B1.0) keeps the tree it was created with (its origin). A line of it may be split into
 * cost stages (運至經機關核定之加工處所, 加工、假組立完成, 安裝完成, or a new name) whose amounts must add
 * up to the line's original amount, and any line may be reset to its original children (spec doc 3 §4:
 * contract-stage records may be reset to their original children).
 */
import type { BudgetBook, PayItem } from './budget-book-types';
import { sameDecimal } from './budget-decimal';
import { formatThousands } from './format-budget-number';
import { describePayItem } from './index-budget-book';
import { InputError } from '../errors';

/** The cost-stage names the contract stage offers when a line is split (spec doc 3 §9). */
export const COST_STAGE_NAMES = ['運至經機關核定之加工處所', '加工、假組立完成', '安裝完成', '新增項目名稱'] as const;

/** Every pay item of a tree by itemKey. */
export function mapPayItems(items: readonly PayItem[]): Map<string, PayItem> {
  const map = new Map<string, PayItem>();
  const visit = (item: PayItem): void => {
    map.set(item.itemKey, item);
    item.children.forEach(visit);
  };
  items.forEach(visit);
  return map;
}

/** Keys of the leaves of a tree: the lines that may be split into cost stages. */
export function listLeafKeys(items: readonly PayItem[]): Set<string> {
  return new Set([...mapPayItems(items).values()].filter((item) => item.children.length === 0).map((item) => item.itemKey));
}

/**
 * A copy of the book where the given lines (every line when `itemKeys` is null) have their original
 * children and figures again; system remarks of lines that remain are kept. Throws InputError for a key
 * that is not an original line.
 */
export function resetToOriginalChildren(book: BudgetBook, origin: readonly PayItem[], itemKeys: readonly string[] | null): BudgetBook {
  const originItems = mapPayItems(origin);
  const remarks = new Map([...mapPayItems(book.DetailList).values()].map((item) => [item.itemKey, item.sysRemark]));
  const withRemarks = (item: PayItem): PayItem => ({ ...item, sysRemark: remarks.get(item.itemKey) ?? item.sysRemark, children: item.children.map(withRemarks) });
  if (itemKeys === null) return { ...book, DetailList: structuredClone([...origin]).map(withRemarks) };
  const wanted = new Set(itemKeys);
  for (const key of wanted) {
    if (!originItems.has(key)) throw new InputError(`項目「${key}」不是契約原始項目，無法還原`);
  }
  const reset = (item: PayItem): PayItem => {
    if (wanted.has(item.itemKey)) return withRemarks(structuredClone(originItems.get(item.itemKey) as PayItem));
    return { ...item, children: item.children.map(reset) };
  };
  return { ...book, DetailList: book.DetailList.map(reset) };
}

/**
 * Checks that every split original leaf's cost stages add up to its original amount; throws InputError
 * naming the line otherwise. `amountOf` gives an item's recalculated amount.
 */
export function checkCostStageTotals(book: BudgetBook, origin: readonly PayItem[], amountOf: (itemKey: string) => string): void {
  const originItems = mapPayItems(origin);
  for (const item of mapPayItems(book.DetailList).values()) {
    const original = originItems.get(item.itemKey);
    if (original === undefined || original.children.length > 0 || item.children.length === 0) continue;
    const amount = amountOf(item.itemKey);
    if (!sameDecimal(amount, original.amount)) {
      throw new InputError(
        `項次「${describePayItem(item)}」各計價階段複價合計 ${formatThousands(amount)} 與契約複價 ${formatThousands(original.amount)} 不符`,
      );
    }
  }
}
