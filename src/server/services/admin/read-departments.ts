/**
 * The department tree reads: Search_Department_Peak (top-level units), Search_Department_Peak_level_v2 (a
 * whole tree), Search_Department (children) and Search_Department_Father (the chain above a unit).
 */
import type { DepartmentNode, DepartmentRecord } from '../../../domain/admin/admin-records';
import { buildDepartmentTree, findAncestorChain } from '../../../domain/admin/department-tree';
import { NotFoundError } from '../../../domain/errors';
import type { Database } from '../../db/connect-database';
import { loadDepartmentRows } from './load-department-rows';

/** Departments without a parent. */
export async function listDepartmentPeaks(db: Database): Promise<DepartmentRecord[]> {
  return (await loadDepartmentRows(db)).filter((d) => d.id_parent === null);
}

/** The nested tree under `rootId`, or every tree when it is absent. */
export async function findDepartmentTree(db: Database, rootId?: number): Promise<DepartmentNode[]> {
  const rows = await loadDepartmentRows(db);
  if (rootId !== undefined && !rows.some((r) => r.id === rootId)) throw new NotFoundError('查無此部門');
  return buildDepartmentTree(rows, rootId);
}

/** The direct children of `parentId`; null or 0 means the top-level units. */
export async function listDepartmentChildren(db: Database, parentId: number | null): Promise<DepartmentRecord[]> {
  const rows = await loadDepartmentRows(db);
  const parent = parentId === null || parentId === 0 ? null : parentId;
  return rows.filter((d) => d.id_parent === parent);
}

/** The chain from the top-level unit down to `unitId`. */
export async function findDepartmentFather(db: Database, unitId: number): Promise<DepartmentRecord[]> {
  const chain = findAncestorChain(await loadDepartmentRows(db), unitId);
  if (chain.length === 0) throw new NotFoundError('查無此部門');
  return chain;
}
