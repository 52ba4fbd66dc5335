/** A note row as the notebook calls answer it. */
import type { NoteRecord } from '../../../domain/admin/admin-records';
import type { personalNotes } from '../../db/schema';

/** Shapes the row; times in ISO form. */
export function toNoteRecord(row: typeof personalNotes.$inferSelect): NoteRecord {
  return {
    note_id: row.noteId,
    auth_id: row.authId,
    title: row.title,
    html_content: row.htmlContent,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
