/** Finds the caller's own upload by id and key; another member's upload or a wrong key is refused and left untouched. */
import { eq } from 'drizzle-orm';
import { ForbiddenError, NotFoundError } from '../../../domain/errors';
import { UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import { uploadSessions } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { digestToken } from '../../security/opaque-token';

/** An upload session row. */
export type UploadSession = typeof uploadSessions.$inferSelect;

/** The upload with this id if it is the caller's and the key is its key; `notFound` is what to tell a caller when there is none. */
export async function findOwnUploadSession(ctx: ServerContext, caller: Caller, id: number, uploadKey: string, notFound: string = UPLOAD_MESSAGES.uploadNotFound): Promise<UploadSession> {
  const [session] = await ctx.db.select().from(uploadSessions).where(eq(uploadSessions.id, id));
  if (!session) throw new NotFoundError(notFound, { log: `upload ${id} not found` });
  if (session.memberId !== caller.id) throw new ForbiddenError(UPLOAD_MESSAGES.foreignUpload, { log: `member ${caller.id} used upload ${id} of member ${session.memberId}` });
  if (session.keyHash !== digestToken(uploadKey)) throw new ForbiddenError(UPLOAD_MESSAGES.wrongKey, { log: `wrong key for upload ${id}` });
  return session;
}
