/** Edit_Personal_Notebook: changes one of the caller's notes; other people's notes do not exist for them. */
import { and, eq } from 'drizzle-orm';
import type { NoteRecord } from '../../../domain/admin/admin-records';
import { NotFoundError } from '../../../domain/errors';
import { personalNotes } from '../../db/schema';
import type { ServerContext } from '../../context';
import { readNoteInput, type NoteInput } from './read-note-input';
import { toNoteRecord } from './to-note-record';

/** Saves the note and answers it. */
export async function editNote(ctx: ServerContext, callerId: number, input: NoteInput & { note_id: number }): Promise<NoteRecord> {
  const clean = readNoteInput(callerId, input);
  const [row] = await ctx.db
    .update(personalNotes)
    .set({ ...clean, updatedAt: new Date() })
    .where(and(eq(personalNotes.noteId, input.note_id), eq(personalNotes.authId, callerId)))
    .returning();
  if (!row) throw new NotFoundError('查無此記事');
  return toNoteRecord(row);
}
