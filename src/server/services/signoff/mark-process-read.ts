/** BFC/Process_read: the caller has seen a pending stage, so lists stop showing it as new. */
import { eq } from 'drizzle-orm';
import { NotFoundError } from '../../../domain/errors';
import { auditProcesses } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertCaseAccess } from './assert-case-access';
import { PROCESS_NOT_FOUND_MESSAGE } from './find-actionable-stage';

/** Marks process `id` read by the caller; answers the id. */
export async function markProcessRead(ctx: ServerContext, caller: Caller, input: { id: number }): Promise<{ id: number }> {
  const [process] = await ctx.db.select().from(auditProcesses).where(eq(auditProcesses.id, input.id));
  if (!process) throw new NotFoundError(PROCESS_NOT_FOUND_MESSAGE, { log: `process ${input.id} not found` });
  await assertCaseAccess(ctx, caller, process.caseId);
  if (!process.readBy.includes(caller.id)) {
    await ctx.db.update(auditProcesses).set({ readBy: [...process.readBy, caller.id] }).where(eq(auditProcesses.id, process.id));
  }
  return { id: process.id };
}
