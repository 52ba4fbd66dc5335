/** Search_Department_ALL: departments page by page, by type, keyword and sub-tree, each with its path. */
import type { DepartmentRecord } from '../../../domain/admin/admin-records';
import { collectSubtreeIds, formatDepartmentPath } from '../../../domain/admin/department-tree';
import { DEFAULT_PAGE, PAGE_SIZE, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { NotFoundError } from '../../../domain/errors';
import type { Database } from '../../db/connect-database';
import { loadDepartmentRows } from './load-department-rows';

/** The filters. */
export interface DepartmentSearch {
  deptype?: string;
  page?: number;
  keyword?: string;
  dep_id?: number;
  qtyPerPage?: number;
}

/** A department in the list, with the names above it. */
export type DepartmentListEntry = DepartmentRecord & { path: string };

/** One page of matching departments (tree order by id). */
export async function searchDepartments(db: Database, input: DepartmentSearch): Promise<PageOf<DepartmentListEntry>> {
  const rows = await loadDepartmentRows(db);
  let matches = rows;
  if (input.dep_id !== undefined) {
    if (!rows.some((r) => r.id === input.dep_id)) throw new NotFoundError('查無此部門');
    const ids = new Set(collectSubtreeIds(rows, input.dep_id));
    matches = matches.filter((r) => ids.has(r.id));
  }
  if (input.deptype) matches = matches.filter((r) => r.deptype === input.deptype);
  const keyword = input.keyword?.trim().toLowerCase();
  if (keyword) matches = matches.filter((r) => r.depname.toLowerCase().includes(keyword));
  const page = input.page ?? DEFAULT_PAGE;
  const qty = input.qtyPerPage ?? PAGE_SIZE;
  const list = matches.slice((page - 1) * qty, page * qty).map((r) => ({ ...r, path: formatDepartmentPath(rows, r.id) }));
  return toPage(list, matches.length, page, qty);
}
