/** Small helpers over a loaded DetailList: find a line, change its fields, collect every figure. */

/** A pay item as the API answers it (the fields the tests read). */
export interface AnsweredItem {
  itemKey: string;
  refItemNo: string;
  cName: string;
  itemKind: string;
  qty: string;
  cost: string;
  amount: string;
  sysRemark: string;
  children: AnsweredItem[];
}

/** Every item of a tree in print order. */
export function flatItems(items: readonly AnsweredItem[]): AnsweredItem[] {
  return items.flatMap((item) => [item, ...flatItems(item.children)]);
}

/** The item with the key; throws when absent. */
export function itemOf(items: readonly AnsweredItem[], itemKey: string): AnsweredItem {
  const found = flatItems(items).find((item) => item.itemKey === itemKey);
  if (!found) throw new Error(`no item ${itemKey}`);
  return found;
}

/** A deep copy of the tree with `changes` applied to the item with the key. */
export function withChange(items: readonly AnsweredItem[], itemKey: string, changes: Partial<AnsweredItem>): AnsweredItem[] {
  return items.map((item) => (item.itemKey === itemKey ? { ...item, ...changes } : { ...item, children: withChange(item.children, itemKey, changes) }));
}
