/** Delete_Personal_Notebook: deletes several of the caller's notes at once, all or none. */
import { and, eq, inArray } from 'drizzle-orm';
import { NotFoundError } from '../../../domain/errors';
import { personalNotes } from '../../db/schema';
import type { ServerContext } from '../../context';

/** Deletes the notes; NotFoundError (nothing deleted) when any is missing or not the caller's. */
export async function deleteNotes(ctx: ServerContext, callerId: number, noteIds: number[]): Promise<number> {
  const ids = [...new Set(noteIds)];
  return ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(personalNotes)
      .where(and(inArray(personalNotes.noteId, ids), eq(personalNotes.authId, callerId)))
      .returning({ id: personalNotes.noteId });
    // Rolling back keeps the rule simple for the user: a list with a stale id deletes nothing.
    if (deleted.length !== ids.length) throw new NotFoundError('查無部分記事，未刪除任何記事');
    return deleted.length;
  });
}
