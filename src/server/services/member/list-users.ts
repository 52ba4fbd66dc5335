/**
 * The user lists: Search_User_GOV_List (a picker's whole list), Search_User_GOV_List_NEW and
 * Search_User_PUB_List_NEW (pages of 10 for user management). A department includes the units below it.
 * Every list checks the department against the caller's directory scope first (assertDirectoryScope).
 */
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Basefrom, UserRecord } from '../../../domain/admin/admin-records';
import { collectSubtreeIds } from '../../../domain/admin/department-tree';
import { PAGE_SIZE, pageWindow, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { authorizationBusinesses, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { containsPattern } from '../admin/escape-like';
import { loadDepartmentRows } from '../admin/load-department-rows';
import { assertDirectoryScope, type DirectoryViewer } from './assert-directory-scope';
import { findUserRecords } from './find-user-records';

/** The filters every list understands. */
export interface UserListFilters {
  basefrom: Basefrom;
  depId: number;
  /** Omitted: every state. */
  state?: number;
  keyword?: string;
  /** Only holders of this authorization role (actor_id). */
  roleId?: number;
  /** Only holders of this job title (job_id). */
  jobId?: number;
}

/** The most rows the unpaged picker list answers. */
export const PICKER_LIMIT = 500;

async function buildWhere(db: Database, viewer: DirectoryViewer, f: UserListFilters): Promise<SQL | undefined> {
  await assertDirectoryScope(db, viewer, f.depId);
  const depIds = collectSubtreeIds(await loadDepartmentRows(db), f.depId);
  const keyword = f.keyword?.trim();
  return and(
    eq(members.basefrom, f.basefrom),
    inArray(members.depId, depIds),
    f.state === undefined ? undefined : eq(members.state, f.state),
    keyword
      ? or(ilike(members.account, containsPattern(keyword)), ilike(members.cname, containsPattern(keyword)), ilike(members.email, containsPattern(keyword)))
      : undefined,
    f.jobId === undefined ? undefined : eq(members.dacId, f.jobId),
    f.roleId === undefined
      ? undefined
      : inArray(members.id, db.select({ id: authorizationBusinesses.authId }).from(authorizationBusinesses).where(eq(authorizationBusinesses.roleId, f.roleId))),
  );
}

/** One page of users. */
export async function listUserPage(db: Database, viewer: DirectoryViewer, f: UserListFilters, page: number): Promise<PageOf<UserRecord>> {
  const where = await buildWhere(db, viewer, f);
  const [total] = await db.select({ n: count() }).from(members).where(where);
  const { offset, limit } = pageWindow(page, PAGE_SIZE);
  const ids = await db.select({ id: members.id }).from(members).where(where).orderBy(asc(members.id)).offset(offset).limit(limit);
  return toPage(await findUserRecords(db, ids.map((r) => r.id)), total?.n ?? 0, page, PAGE_SIZE);
}

/** Every matching user, up to PICKER_LIMIT. */
export async function listAllUsers(db: Database, viewer: DirectoryViewer, f: UserListFilters): Promise<UserRecord[]> {
  const where = await buildWhere(db, viewer, f);
  const ids = await db.select({ id: members.id }).from(members).where(where).orderBy(asc(members.id)).limit(PICKER_LIMIT);
  return findUserRecords(db, ids.map((r) => r.id));
}
