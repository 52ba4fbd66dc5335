/** Search_Personal_Notebook_Detail: one of the caller's notes. */
import { and, eq } from 'drizzle-orm';
import type { NoteRecord } from '../../../domain/admin/admin-records';
import { NotFoundError } from '../../../domain/errors';
import { personalNotes } from '../../db/schema';
import type { ServerContext } from '../../context';
import { toNoteRecord } from './to-note-record';

/** The note, or NotFoundError (also for someone else's note, so ids reveal nothing). */
export async function findNote(ctx: ServerContext, callerId: number, noteId: number): Promise<NoteRecord> {
  const [row] = await ctx.db
    .select()
    .from(personalNotes)
    .where(and(eq(personalNotes.noteId, noteId), eq(personalNotes.authId, callerId)));
  if (!row) throw new NotFoundError('查無此記事');
  return toNoteRecord(row);
}
