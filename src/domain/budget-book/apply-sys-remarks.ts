/**
 * System remarks (EDIT_sysRemark, EDIT_Final_SysRemark): the platform's own note on a line, apart from
 * PCCES's Remark. A line with a non-empty remark counts as written (flatten-budget-book.ts), totals excepted.
 */
import type { BudgetBook, PayItem } from './budget-book-types';
import { SYS_REMARK_MAX_LENGTH } from './merge-stage-edits';
import { mapPayItems } from './reset-contract-items';
import { InputError } from '../errors';

/** A remark for one line. */
export interface SysRemarkChange {
  itemKey: string;
  sysRemark: string;
}

/** A copy of the book with the remarks set; throws InputError for an unknown line or a remark too long. */
export function applySysRemarks(book: BudgetBook, changes: readonly SysRemarkChange[]): { book: BudgetBook; changed: number } {
  const known = mapPayItems(book.DetailList);
  const wanted = new Map<string, string>();
  for (const change of changes) {
    if (!known.has(change.itemKey)) throw new InputError(`找不到工作項目（itemKey「${change.itemKey}」）`);
    const text = change.sysRemark.trim();
    if (text.length > SYS_REMARK_MAX_LENGTH) throw new InputError(`備註不能超過 ${SYS_REMARK_MAX_LENGTH} 字`);
    wanted.set(change.itemKey, text);
  }
  let changed = 0;
  const visit = (item: PayItem): PayItem => {
    const next = wanted.get(item.itemKey);
    const children = item.children.map(visit);
    if (next === undefined || next === item.sysRemark) return children.every((child, i) => child === item.children[i]) ? item : { ...item, children };
    changed += 1;
    return { ...item, sysRemark: next, children };
  };
  return { book: { ...book, DetailList: book.DetailList.map(visit) }, changed };
}
