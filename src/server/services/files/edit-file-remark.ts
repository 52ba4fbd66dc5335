/** BFB/Edit_File: changes a file's remark (up to 500 characters). */
import { eq } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import { UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import { stepFiles } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertFileAccess } from './assert-file-access';
import { findStepFile } from './find-step-file';

/** Longest remark kept. */
export const MAX_REMARK_LENGTH = 500;

/** Saves the remark; answers id and remark as stored. */
export async function editFileRemark(ctx: ServerContext, caller: Caller, input: { id: number; remark: string }): Promise<{ id: number; remark: string }> {
  const remark = input.remark.trim();
  if (remark.length > MAX_REMARK_LENGTH) throw new InputError(UPLOAD_MESSAGES.remarkTooLong);
  const file = await findStepFile(ctx, input.id);
  await assertFileAccess(ctx, caller, file, 'edit');
  await ctx.db.update(stepFiles).set({ remark, updatedAt: new Date() }).where(eq(stepFiles.id, input.id));
  return { id: input.id, remark };
}
