/** Search_User_Belong: where a user belongs: the department chain from the top, the job title and the groups. */
import type { DepartmentRecord, UserRecord } from '../../../domain/admin/admin-records';
import { findAncestorChain } from '../../../domain/admin/department-tree';
import type { ServerContext } from '../../context';
import { loadDepartmentRows } from '../admin/load-department-rows';
import type { AccessCaller } from './assert-user-access';
import { findUser } from './find-user';

/** The user's belonging. */
export interface UserBelong {
  id: number;
  dep_id: number | null;
  depname: string | null;
  /** From the top-level department down to the user's own. */
  departments: DepartmentRecord[];
  root_dep_id: number | null;
  dac_id: number | null;
  preview_name: string | null;
  groups: UserRecord['groups'];
}

/** Answers the belonging of member `id`. */
export async function findUserBelong(ctx: ServerContext, caller: AccessCaller, id: number): Promise<UserBelong> {
  const user = await findUser(ctx, caller, id);
  const chain = user.dep_id === null ? [] : findAncestorChain(await loadDepartmentRows(ctx.db), user.dep_id);
  return {
    id: user.id,
    dep_id: user.dep_id,
    depname: user.depname,
    departments: chain,
    root_dep_id: chain[0]?.id ?? null,
    dac_id: user.dac_id,
    preview_name: user.preview_name,
    groups: user.groups,
  };
}
