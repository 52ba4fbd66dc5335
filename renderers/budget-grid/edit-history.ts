/**
 * The grid's undo: each user action (one cell edit, or one paste over many cells) is one group of edits
 * with the values before and after; undo takes the last group back. The newest 200 groups are kept.
 */

/** The fields the grid edits. */
export type EditField = 'qty' | 'cost' | 'sysRemark';

/** One cell's change. */
export interface CellEdit {
  itemKey: string;
  field: EditField;
  before: string;
  after: string;
}

/** How many actions undo remembers. */
export const UNDO_LIMIT = 200;

/** The history with the group added (empty groups are not kept). */
export function pushEdits(history: readonly CellEdit[][], group: readonly CellEdit[]): CellEdit[][] {
  if (group.length === 0) return [...history];
  return [...history, [...group]].slice(-UNDO_LIMIT);
}

/** The last group and the history without it; null when there is nothing to undo. */
export function popEdits(history: readonly CellEdit[][]): { group: CellEdit[]; rest: CellEdit[][] } | null {
  const group = history[history.length - 1];
  return group === undefined ? null : { group, rest: history.slice(0, -1) };
}
