/** Search_PROJECT_Detail: one project the caller may see, with its stage and whether the caller may edit it. */
import { eq } from 'drizzle-orm';
import { canEnterRoute } from '../../../domain/access/route-table';
import { ForbiddenError } from '../../../domain/errors';
import { projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertProjectAccess } from './assert-project-access';
import { findProjectStages } from './find-project-stages';
import { toProjectRecord, type ProjectRecord } from './project-record';
import { selectProjects } from './select-projects';

/** Codes of the project page's edit functions (bidManageDetail). */
export const PROJECT_EDIT_ROUTE_CODES = [11];

/** A project record for the caller (access checked), with `can_edit`. */
export async function findProject(ctx: ServerContext, caller: Caller, projId: number): Promise<ProjectRecord & { can_edit: boolean }> {
  await assertProjectAccess(ctx, caller, projId, 'view');
  const [row] = await selectProjects(ctx, eq(projects.id, projId));
  const stages = await findProjectStages(ctx, [projId]);
  let canEdit = canEnterRoute(caller.codes, PROJECT_EDIT_ROUTE_CODES);
  if (canEdit) {
    try {
      await assertProjectAccess(ctx, caller, projId, 'edit');
    } catch (e) {
      if (!(e instanceof ForbiddenError)) throw e;
      canEdit = false;
    }
  }
  return { ...toProjectRecord(row!, stages.get(projId)), can_edit: canEdit };
}
