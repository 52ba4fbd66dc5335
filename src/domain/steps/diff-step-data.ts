/**
 * The field-by-field difference between two versions of a step's data (the form's fields and its record
 * tables), for the change history and for telling a user what someone else changed.
 */

/** One step of a path into step data: a property name or an index into a record table. */
export type StepDataPathPart = string | number;

/** One changed value: where, what it was and what it became (null where there was or is nothing). */
export interface StepDataChange {
  path: StepDataPathPart[];
  old: unknown;
  new: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// An empty string, an empty array and a missing value all mean "not filled" on a form.
const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function sameLeaf(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

function walk(before: unknown, after: unknown, path: StepDataPathPart[], out: StepDataChange[]): void {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) walk(before[key], after[key], [...path, key], out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && [...before, ...after].some(isObject)) {
    // Record tables compare row by row, so one edited cell is one change, not a whole new table.
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const a: unknown = before[i];
      const b: unknown = after[i];
      if (isObject(a) && isObject(b)) walk(a, b, [...path, i], out);
      else if (!sameLeaf(a, b)) out.push({ path: [...path, i], old: a ?? null, new: b ?? null });
    }
    return;
  }
  if (!sameLeaf(before, after)) out.push({ path, old: before ?? null, new: after ?? null });
}

/** Every value that differs between `before` and `after`, in field order; empty when nothing changed. */
export function diffStepData(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined): StepDataChange[] {
  const out: StepDataChange[] = [];
  walk(before ?? {}, after ?? {}, [], out);
  return out;
}

/** A path as one string ('budgetSource', 'bidders.0.vendor'), the key a change is known by. */
export function stepDataPathKey(path: readonly StepDataPathPart[]): string {
  return path.join('.');
}

/** The value at a path of step data, or null when there is none. */
export function readStepDataPath(data: unknown, path: readonly StepDataPathPart[]): unknown {
  let node: unknown = data;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return null;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node ?? null;
}

/** `data` with the value at `path` replaced (a copy; `data` is not changed); null removes an object's field. */
export function writeStepDataPath(data: Record<string, unknown>, path: readonly StepDataPathPart[], value: unknown): Record<string, unknown> {
  if (path.length === 0) return isObject(value) ? value : data;
  const [head, ...rest] = path;
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(data) ? [...(data as unknown[])] : { ...data };
  const child = (copy as Record<string | number, unknown>)[head!];
  const next =
    rest.length === 0
      ? value
      : writeStepDataPath((child && typeof child === 'object' ? child : typeof rest[0] === 'number' ? [] : {}) as Record<string, unknown>, rest, value);
  if (Array.isArray(copy)) {
    copy[head as number] = next;
    return copy.filter((row) => row !== null && row !== undefined) as unknown as Record<string, unknown>;
  }
  if (next === null || next === undefined) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

/**
 * Re-applies one user's edits on top of someone else's newer data: every value the user changed from the
 * data they started with is written into `theirs`; everything they left alone keeps the other person's value.
 */
export function rebaseStepData(base: Record<string, unknown>, mine: Record<string, unknown>, theirs: Record<string, unknown>): Record<string, unknown> {
  let out = theirs;
  for (const change of diffStepData(base, mine)) out = writeStepDataPath(out, change.path, change.new);
  return out;
}
