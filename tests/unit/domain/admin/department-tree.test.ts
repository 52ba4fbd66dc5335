import { describe, expect, it } from 'vitest';
import type { DepartmentRecord } from '../../../../src/domain/admin/admin-records';
import {
  buildDepartmentTree,
  collectSubtreeIds,
  findAncestorChain,
  findRootId,
  formatDepartmentPath,
  wouldCreateCycle,
} from '../../../../src/domain/admin/department-tree';

const dep = (id: number, depname: string, id_parent: number | null): DepartmentRecord => ({ id, depname, deptype: '4', dep_level: 1, id_parent, state: 1 });
const rows = [dep(1, '工務局', null), dep(2, '新工處', 1), dep(3, '建築科', 2), dep(4, '土木科', 2), dep(5, '營造廠', null)];

describe('department tree', () => {
  it('nests rows under their parents, whole or from one root', () => {
    const tops = buildDepartmentTree(rows);
    expect(tops.map((t) => t.depname)).toEqual(['工務局', '營造廠']);
    expect(tops[0]!.children[0]!.children.map((c) => c.depname)).toEqual(['建築科', '土木科']);
    expect(buildDepartmentTree(rows, 2)[0]!.children).toHaveLength(2);
    expect(buildDepartmentTree(rows, 99)).toEqual([]);
  });

  it('keeps a unit whose parent is missing at the top', () => {
    expect(buildDepartmentTree([dep(7, '孤兒', 42)]).map((t) => t.id)).toEqual([7]);
  });

  it('finds the chain above, the root, the sub-tree and the path', () => {
    expect(findAncestorChain(rows, 3).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(findAncestorChain(rows, 99)).toEqual([]);
    expect(findRootId(rows, 4)).toBe(1);
    expect(findRootId(rows, 99)).toBeNull();
    expect(collectSubtreeIds(rows, 2).sort()).toEqual([2, 3, 4]);
    expect(formatDepartmentPath(rows, 3)).toBe('工務局／新工處／建築科');
    expect(formatDepartmentPath(rows, null)).toBe('');
  });

  it('detects a move under itself and survives cyclic data', () => {
    expect(wouldCreateCycle(rows, 2, 3)).toBe(true);
    expect(wouldCreateCycle(rows, 2, 2)).toBe(true);
    expect(wouldCreateCycle(rows, 3, 4)).toBe(false);
    expect(wouldCreateCycle(rows, 3, null)).toBe(false);
    const cyclic = [dep(1, 'a', 2), dep(2, 'b', 1)];
    expect(findAncestorChain(cyclic, 1)).toHaveLength(2);
    expect(collectSubtreeIds(cyclic, 1).sort()).toEqual([1, 2]);
  });
});
