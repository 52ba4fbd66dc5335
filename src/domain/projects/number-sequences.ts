/**
 * Proposed numbers: the next project number (Get_ProjNumber) and the next merge number per department
 * group (Get_Merge_Num). Both are prefix, ROC year and a three-digit sequence; the user may still type
 * their own project number.
 */

function nextSequence(prefix: string, taken: readonly string[]): number {
  let max = 0;
  for (const value of taken) {
    if (!value.startsWith(prefix)) continue;
    const n = Number(value.slice(prefix.length));
    if (Number.isInteger(n) && n > max) max = n;
  }
  return max + 1;
}

/** The next project number: '{group}-{rocYear}-{seq}', e.g. 'PWD-115-003'. */
export function nextProjectNumber(group: string, rocYear: number, taken: readonly string[]): string {
  const prefix = `${group}-${rocYear}-`;
  return `${prefix}${String(nextSequence(prefix, taken)).padStart(3, '0')}`;
}

/** The next merge number of a department group: '{group}-M{rocYear}-{seq}', e.g. 'PWD-M115-001'. */
export function nextMergeNumber(group: string, rocYear: number, taken: readonly string[]): string {
  const prefix = `${group}-M${rocYear}-`;
  return `${prefix}${String(nextSequence(prefix, taken)).padStart(3, '0')}`;
}
