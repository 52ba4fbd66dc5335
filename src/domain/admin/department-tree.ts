/** Tree arithmetic over the flat department rows: nesting, ancestors, sub-trees, roots and cycle checks. */
import type { DepartmentNode, DepartmentRecord } from './admin-records';

/** Nests rows under their parents; with `rootId` only that department's tree, otherwise every top-level tree. */
export function buildDepartmentTree(rows: readonly DepartmentRecord[], rootId?: number | null): DepartmentNode[] {
  const nodes = new Map<number, DepartmentNode>();
  for (const r of rows) nodes.set(r.id, { ...r, children: [] });
  const tops: DepartmentNode[] = [];
  for (const node of [...nodes.values()].sort((a, b) => a.id - b.id)) {
    const parent = node.id_parent === null ? undefined : nodes.get(node.id_parent);
    // A parent missing from the rows makes the node a top of its own, so nothing disappears from view.
    if (parent && parent !== node) parent.children.push(node);
    else tops.push(node);
  }
  if (rootId === undefined || rootId === null) return tops;
  const root = nodes.get(rootId);
  return root ? [root] : [];
}

/** The chain from the top-level department down to `id` (inclusive); empty when `id` is unknown. */
export function findAncestorChain(rows: readonly DepartmentRecord[], id: number): DepartmentRecord[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain: DepartmentRecord[] = [];
  const seen = new Set<number>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.unshift(current);
    current = current.id_parent === null ? undefined : byId.get(current.id_parent);
  }
  return chain;
}

/** The top-level department above `id` (itself when it is one), or null when unknown. */
export function findRootId(rows: readonly DepartmentRecord[], id: number): number | null {
  return findAncestorChain(rows, id)[0]?.id ?? null;
}

/** `id` and every department below it. */
export function collectSubtreeIds(rows: readonly DepartmentRecord[], id: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) {
    if (r.id_parent === null) continue;
    const list = children.get(r.id_parent) ?? [];
    list.push(r.id);
    children.set(r.id_parent, list);
  }
  const out: number[] = [];
  const stack = [id];
  const seen = new Set<number>();
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    out.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** Whether moving `id` under `newParentId` would put it under itself. */
export function wouldCreateCycle(rows: readonly DepartmentRecord[], id: number, newParentId: number | null): boolean {
  if (newParentId === null) return false;
  return collectSubtreeIds(rows, id).includes(newParentId);
}

/** The names from the top down to `id`, joined with ／ (for tables and pickers). */
export function formatDepartmentPath(rows: readonly DepartmentRecord[], id: number | null): string {
  if (id === null) return '';
  return findAncestorChain(rows, id)
    .map((r) => r.depname)
    .join('／');
}
