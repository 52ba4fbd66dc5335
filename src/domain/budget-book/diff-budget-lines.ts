/**
 * What a budget book save changed, line by line (quantity, unit price, the platform's remark, lines added or
 * removed), for the book's change history.
 */
import type { PayItem } from './budget-book-types';

/** One changed line of a budget book: its item key and label with the old and new value of one field. */
export interface BudgetLineChange {
  key: string;
  name: string;
  field: 'quantity' | 'price' | 'remark' | 'line';
  old: string | null;
  new: string | null;
}

function flatten(items: readonly PayItem[], into = new Map<string, PayItem>()): Map<string, PayItem> {
  for (const item of items) {
    into.set(item.itemKey, item);
    flatten(item.children, into);
  }
  return into;
}

const label = (item: PayItem) => [item.refItemNo, item.cName].filter(Boolean).join(' ');
// '2000' and '2000.00' are the same figure; compared as numbers, kept as the stored text.
const sameFigure = (a: string, b: string) => a === b || (a.trim() !== '' && b.trim() !== '' && Number(a) === Number(b));

/** The line changes from `before` to `after`, in the order of `after` then removed lines. */
export function diffBudgetLines(before: readonly PayItem[], after: readonly PayItem[]): BudgetLineChange[] {
  const old = flatten(before);
  const now = flatten(after);
  const out: BudgetLineChange[] = [];
  for (const [key, item] of now) {
    const was = old.get(key);
    if (!was) {
      out.push({ key, name: label(item), field: 'line', old: null, new: label(item) });
      continue;
    }
    if (!sameFigure(was.qty, item.qty)) out.push({ key, name: label(item), field: 'quantity', old: was.qty, new: item.qty });
    if (!sameFigure(was.cost, item.cost)) out.push({ key, name: label(item), field: 'price', old: was.cost, new: item.cost });
    if (was.sysRemark !== item.sysRemark) out.push({ key, name: label(item), field: 'remark', old: was.sysRemark, new: item.sysRemark });
  }
  for (const [key, was] of old) if (!now.has(key)) out.push({ key, name: label(was), field: 'line', old: label(was), new: null });
  return out;
}
