/**
 * BFB/Delete_File: the row is kept, marked deleted with who and when (the record of a public project keeps
 * its history), and the bytes are removed from storage once that is committed. Only the party that uploaded
 * a file may delete it.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { stepFiles } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { getFileStorage } from '../../storage/get-file-storage';
import { assertFileAccess, assertOwnPartyFile } from './assert-file-access';
import { findStepFile } from './find-step-file';

/** Deletes the file; answers its id. */
export async function deleteStepFile(ctx: ServerContext, caller: Caller, id: number): Promise<{ id: number }> {
  const file = await findStepFile(ctx, id);
  const access = await assertFileAccess(ctx, caller, file, 'edit');
  await assertOwnPartyFile(ctx, caller, file, access);
  const removed = await ctx.db
    .update(stepFiles)
    .set({ deletedAt: new Date(), deletedBy: caller.id })
    .where(and(eq(stepFiles.id, id), isNull(stepFiles.deletedAt)))
    .returning({ id: stepFiles.id });
  // A lost race with another delete has nothing more to do.
  if (removed.length) await getFileStorage(ctx).delete(file.storageKey);
  return { id };
}
