/** The departments whose budget records (branch plans, plans) and units an agency caller works with. */
import { isAgencyCaller } from '../../../domain/projects/decide-project-access';
import { ForbiddenError } from '../../../domain/errors';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findTreeDepartmentIds } from './find-department-tree';

/** The caller's department tree when they are agency staff; an empty list otherwise (they see no budget records). */
export async function findCallerTree(ctx: ServerContext, caller: Caller): Promise<number[]> {
  if (!isAgencyCaller(caller) || caller.depId === null) return [];
  return findTreeDepartmentIds(ctx.db, caller.depId);
}

/** The unit a new record belongs to: the one asked for, which must lie in the caller's tree, or the caller's own. */
export async function resolveOwnUnit(ctx: ServerContext, caller: Caller, depId: number | undefined | null): Promise<number> {
  const tree = await findCallerTree(ctx, caller);
  const wanted = depId ?? caller.depId;
  if (wanted === null || wanted === undefined || !tree.includes(wanted)) {
    throw new ForbiddenError('僅能為所屬機關之單位建立資料', { log: `member ${caller.id} may not create records for department ${wanted}` });
  }
  return wanted;
}
