/**
 * Field-by-field comparison of two step definitions (or any JSON values), for the editor's side-by-side
 * view of versions: every leaf that was added, removed or changed, with its JSON path.
 */

/** One difference between two versions. */
export interface DefinitionChange {
  /** JSON path such as $.form.schema.properties.amount.title. */
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function pathOf(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

/** Lists the differences from `before` to `after`, depth-first in key order. */
export function diffStepDefinitions(before: unknown, after: unknown, path = '$'): DefinitionChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((k) => {
      if (!(k in after)) return [{ path: pathOf(path, k), kind: 'removed' as const, before: before[k] }];
      if (!(k in before)) return [{ path: pathOf(path, k), kind: 'added' as const, after: after[k] }];
      return diffStepDefinitions(before[k], after[k], pathOf(path, k));
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: DefinitionChange[] = [];
    const n = Math.max(before.length, after.length);
    for (let i = 0; i < n; i++) {
      if (i >= after.length) changes.push({ path: pathOf(path, i), kind: 'removed', before: before[i] });
      else if (i >= before.length) changes.push({ path: pathOf(path, i), kind: 'added', after: after[i] });
      else changes.push(...diffStepDefinitions(before[i], after[i], pathOf(path, i)));
    }
    return changes;
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ path, kind: 'changed', before, after }];
}
