/** Checks a note's title and content and returns them clean: BOM stripped, title trimmed, HTML sanitised. */
import { NOTE_CONTENT_MAX, NOTE_TITLE_MAX, stripByteOrderMark } from '../../../domain/admin/note-html-policy';
import { rangeMessage } from '../../../domain/form-messages';
import { ForbiddenError, InputError } from '../../../domain/errors';
import { missingParamMessage } from '../../../domain/param-messages';
import { sanitizeNoteHtml } from './sanitize-note-html';

/** Control characters (other than tab) have no place in a one-line title. */
function dropControlCharacters(text: string): string {
  return [...text].filter((ch) => {
    const code = ch.codePointAt(0)!;
    return code === 9 || (code >= 0x20 && code !== 0x7f);
  }).join('');
}

/** What Create_ and Edit_Personal_Notebook send. */
export interface NoteInput {
  title: string;
  html_content: string;
  auth_id: number;
}

/** The clean title and HTML; the note must be the caller's own (auth_id). */
export function readNoteInput(callerId: number, input: NoteInput): { title: string; htmlContent: string } {
  if (input.auth_id !== callerId) throw new ForbiddenError('僅能編輯自己的記事', { log: `member ${callerId} sent auth_id ${input.auth_id}` });
  const title = dropControlCharacters(stripByteOrderMark(input.title)).trim();
  if (!title) throw new InputError(missingParamMessage('title'), { fields: { title: '欄位必須填寫' } });
  if (title.length > NOTE_TITLE_MAX) throw new InputError(`標題：${rangeMessage(1, NOTE_TITLE_MAX)}`, { fields: { title: rangeMessage(1, NOTE_TITLE_MAX) } });
  if (input.html_content.length > NOTE_CONTENT_MAX) throw new InputError('記事內容超過長度上限');
  return { title, htmlContent: sanitizeNoteHtml(input.html_content) };
}
