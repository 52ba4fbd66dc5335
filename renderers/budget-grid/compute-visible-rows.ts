/**
 * Which grid rows show: AG Grid Community has no tree data, so the grid hides the rows under a collapsed
 * item through its external filter. With a search term, the matching rows and their ancestors show
 * (expanded, whatever was collapsed), so every match can be seen in its place in the tree.
 */

/** What visibility needs of a row. */
export interface TreeRowLike {
  itemKey: string;
  parentPrintNo: string | null;
  printNo: string;
  hasChildren: boolean;
  refItemNo: string;
  refItemCode: string;
  cName: string;
  levelNo: number;
}

/** The rows that show, and the rows that match the search. */
export interface VisibleRows {
  visible: Set<string>;
  matches: string[];
}

/** Normalises text for matching: case- and width-insensitive, no spaces. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** True when the row matches the (normalised) term by name, 項次 or code. */
export function rowMatches(row: TreeRowLike, term: string): boolean {
  if (term === '') return false;
  return [row.cName, row.refItemNo, row.refItemCode].some((field) => normaliseSearch(field).includes(term));
}

/** Computes visibility for rows in print order, collapsed items by itemKey, and a search text. */
export function computeVisibleRows(rows: readonly TreeRowLike[], collapsed: ReadonlySet<string>, search: string): VisibleRows {
  const term = normaliseSearch(search);
  const visible = new Set<string>();
  const matches: string[] = [];
  if (term !== '') {
    const byPrintNo = new Map(rows.map((row) => [row.printNo, row]));
    for (const row of rows) {
      if (!rowMatches(row, term)) continue;
      matches.push(row.itemKey);
      let current: TreeRowLike | undefined = row;
      while (current !== undefined && !visible.has(current.itemKey)) {
        visible.add(current.itemKey);
        current = current.parentPrintNo === null ? undefined : byPrintNo.get(current.parentPrintNo);
      }
    }
    return { visible, matches };
  }
  // Walk in print order: a row shows when no ancestor is collapsed; the stack holds the open ancestors.
  const hiddenUnder: string[] = [];
  for (const row of rows) {
    while (hiddenUnder.length > 0 && !row.printNo.startsWith(hiddenUnder[hiddenUnder.length - 1] as string)) hiddenUnder.pop();
    if (hiddenUnder.length > 0) continue;
    visible.add(row.itemKey);
    if (row.hasChildren && collapsed.has(row.itemKey)) hiddenUnder.push(row.printNo);
  }
  return { visible, matches };
}

/** Keys of every item with children: collapsing them all leaves the top level. */
export function listParentKeys(rows: readonly TreeRowLike[]): string[] {
  return rows.filter((row) => row.hasChildren).map((row) => row.itemKey);
}
