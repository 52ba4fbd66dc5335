/** Create_Personal_Notebook: a new note of the caller's, HTML sanitised on the way in. */
import type { NoteRecord } from '../../../domain/admin/admin-records';
import { personalNotes } from '../../db/schema';
import type { ServerContext } from '../../context';
import { readNoteInput, type NoteInput } from './read-note-input';
import { toNoteRecord } from './to-note-record';

/** Stores the note and answers it. */
export async function createNote(ctx: ServerContext, callerId: number, input: NoteInput): Promise<NoteRecord> {
  const clean = readNoteInput(callerId, input);
  const [row] = await ctx.db.insert(personalNotes).values({ authId: callerId, ...clean }).returning();
  return toNoteRecord(row!);
}
