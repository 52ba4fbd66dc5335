/** BFB/getAllFile: the live files of a step in a project (and sign-off case, when given), oldest first, with uploader names. */
import { eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { holdsAgencyCodes } from '../../../domain/projects/decide-project-access';
import { stepFiles } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertStepFileAccess } from './assert-file-access';
import { toFileRecord, type FileRecord } from './file-record';
import { findTreeDepartmentIds } from '../projects/find-department-tree';
import { selectLiveFiles } from './select-live-files';

/** Lists the files the caller may see. */
export async function listStepFiles(ctx: ServerContext, caller: Caller, input: { stpId: string; projId: number; auditId?: number }): Promise<FileRecord[]> {
  const { projectless, party } = await assertStepFileAccess(ctx, caller, input.stpId, input.projId, 'view');
  const where: (SQL | undefined)[] = [eq(stepFiles.stpId, input.stpId)];
  if (projectless) {
    // Files of no project: the caller's own, and those of their department tree for agency staff.
    const tree = holdsAgencyCodes(caller, 'view') && caller.depId !== null ? await findTreeDepartmentIds(ctx.db, caller.depId) : [];
    where.push(isNull(stepFiles.projId), tree.length ? or(eq(stepFiles.uploadedBy, caller.id), inArray(stepFiles.depId, tree)) : eq(stepFiles.uploadedBy, caller.id));
  } else {
    where.push(eq(stepFiles.projId, input.projId));
    if (input.auditId !== undefined) where.push(eq(stepFiles.auditId, input.auditId));
  }
  const rows = await selectLiveFiles(ctx, where);
  // A category sealed from the caller's party (A3.8's 底價表 before award) is not even listed.
  return rows.filter((r) => !party?.hiddenUploads.includes(r.file.category)).map((r) => toFileRecord(r.file, r.uploader));
}
