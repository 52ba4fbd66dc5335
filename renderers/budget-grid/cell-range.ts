/**
 * The cell range the grid tracks itself (AG Grid Community has no range selection): an anchor cell and a
 * focus cell by displayed row index and column, extended with Shift+arrows, Shift+click or a drag.
 */

/** One cell by displayed row index and column id. */
export interface CellRef {
  rowIndex: number;
  colId: string;
}

/** A range between two cells. */
export interface CellRange {
  anchor: CellRef;
  focus: CellRef;
}

/** The range's rows and columns (columns in the displayed order given). */
export interface RangeBounds {
  top: number;
  bottom: number;
  columns: string[];
}

/** The rectangle a range covers over the displayed columns. */
export function rangeBounds(range: CellRange, displayedColumns: readonly string[]): RangeBounds {
  const a = displayedColumns.indexOf(range.anchor.colId);
  const b = displayedColumns.indexOf(range.focus.colId);
  const left = Math.min(a, b);
  const right = Math.max(a, b);
  return {
    top: Math.min(range.anchor.rowIndex, range.focus.rowIndex),
    bottom: Math.max(range.anchor.rowIndex, range.focus.rowIndex),
    columns: left < 0 ? [] : displayedColumns.slice(left, right + 1),
  };
}

/** True when the cell lies in the range. */
export function inRange(range: CellRange | null, displayedColumns: readonly string[], rowIndex: number, colId: string): boolean {
  if (range === null) return false;
  const bounds = rangeBounds(range, displayedColumns);
  return rowIndex >= bounds.top && rowIndex <= bounds.bottom && bounds.columns.includes(colId);
}

/** True when the range covers more than one cell. */
export function isMultiCell(range: CellRange | null): boolean {
  return range !== null && (range.anchor.rowIndex !== range.focus.rowIndex || range.anchor.colId !== range.focus.colId);
}
