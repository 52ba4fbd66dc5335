/**
 * Upload_File/uploadCancel: the uploader gives up an unfinished upload (the browser's 取消), and its chunks
 * and row go at once instead of a day later, so it stops holding a place under UPLOAD_MAX_OPEN. Only the
 * uploader with the upload's key may cancel, and only while it is open: a merge under way or done is kept.
 */
import { and, eq } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import { UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import { uploadSessions } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { getFileStorage } from '../../storage/get-file-storage';
import { discardUploadSession } from './discard-upload-session';
import { findOwnUploadSession } from './find-upload-session';

/** What uploadCancel sends, the id already read as a number. */
export interface CancelInput {
  id: number;
  uploadKey: string;
}

/** States in which an upload is already being removed: a second cancel (a double click) has nothing to do. */
const GOING_STATES = new Set(['cancelling', 'sweeping']);

/** Cancels the caller's open upload; answers its id. */
export async function cancelUploadSession(ctx: ServerContext, caller: Caller, input: CancelInput): Promise<{ id: number }> {
  const session = await findOwnUploadSession(ctx, caller, input.id, input.uploadKey, UPLOAD_MESSAGES.cancelNotFound);
  // Claimed as the sweep claims: a chunk being stored holds the row until it is in place (so its bytes are
  // removed with the rest), and a merge that claimed first keeps the upload.
  const claimed = await ctx.db
    .update(uploadSessions)
    .set({ state: 'cancelling' })
    .where(and(eq(uploadSessions.id, session.id), eq(uploadSessions.state, 'open')))
    .returning({ id: uploadSessions.id });
  if (claimed.length === 0) {
    const [now] = await ctx.db.select({ state: uploadSessions.state }).from(uploadSessions).where(eq(uploadSessions.id, session.id));
    if (!now) throw new NotFoundError(UPLOAD_MESSAGES.cancelNotFound, { log: `upload ${session.id} went before it could be cancelled` });
    if (GOING_STATES.has(now.state)) return { id: session.id };
    throw new ConflictError(UPLOAD_MESSAGES.notCancellable, { log: `upload ${session.id} is ${now.state}` });
  }
  // Should this fail half-way, the row stays claimed (it no longer counts as open) and the sweep finishes it.
  await discardUploadSession(ctx, getFileStorage(ctx), session);
  return { id: session.id };
}
