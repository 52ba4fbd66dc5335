/**
 * Removes an upload and everything it stored: its chunks, a merged object no file row names, and its row.
 * Used after a merge, on a refusal that makes the upload useless, and by the sweep.
 */
import { eq } from 'drizzle-orm';
import { stepFiles, uploadSessions } from '../../db/schema';
import type { ServerContext } from '../../context';
import type { FileStorage } from '../../storage/file-storage';
import type { UploadSession } from './find-upload-session';

/** Deletes the session's storage and row; the merged object stays when a file row holds it. */
export async function discardUploadSession(ctx: ServerContext, storage: FileStorage, session: Pick<UploadSession, 'id' | 'storagePrefix' | 'finalKey'>): Promise<void> {
  await storage.deletePrefix(session.storagePrefix);
  if (session.finalKey) {
    const [kept] = await ctx.db.select({ id: stepFiles.id }).from(stepFiles).where(eq(stepFiles.storageKey, session.finalKey)).limit(1);
    if (!kept) await storage.delete(session.finalKey);
  }
  // Chunk rows go with it (on delete cascade).
  await ctx.db.delete(uploadSessions).where(eq(uploadSessions.id, session.id));
}
