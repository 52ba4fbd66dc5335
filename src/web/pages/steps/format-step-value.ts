/** Shows a stored step value (a field, a record row, a list) as one line of text for a diff or conflict table. */

/** '（空白）' for nothing, 是/否 for booleans, lists joined with 、, a record row as its values. */
export function formatStepValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '（空白）';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (Array.isArray(value)) return value.length ? value.map(formatStepValue).join('、') : '（空白）';
  if (typeof value === 'object') {
    const parts = Object.values(value as Record<string, unknown>).filter((v) => v !== null && v !== undefined && v !== '');
    return parts.length ? parts.map(formatStepValue).join('／') : '（空白）';
  }
  return String(value);
}
