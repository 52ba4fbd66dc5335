/**
 * Search_Personal_Notebook: the caller's notes, newest first, ten per page; keyword over title and text,
 * date range over the day written (Taipei). Empty filters are dropped.
 */
import { and, count, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { NoteSummary } from '../../../domain/admin/admin-records';
import { DEFAULT_PAGE, PAGE_SIZE, pageWindow, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { dropEmptyFilters } from '../../../domain/admin/notebook-filters';
import { DATE_RANGE_MESSAGE, isValidDateRange, parseModeValue } from '../../../domain/check-date';
import { ForbiddenError, InputError } from '../../../domain/errors';
import { personalNotes } from '../../db/schema';
import type { ServerContext } from '../../context';
import { containsPattern } from '../admin/escape-like';

/** What the search sends. */
export interface NoteSearch {
  /** Whose notes: it must be the caller. */
  auth_id: number;
  page?: number;
  keyword?: string | null;
  date_range_start?: string | null;
  date_range_end?: string | null;
}

function taipeiMidnight(date: string, name: string): Date {
  const parts = parseModeValue(date, 'date');
  if (!parts) throw new InputError(`'${name}'格式不符合`);
  const iso = `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  return new Date(`${iso}T00:00:00+08:00`);
}

/** One page of the caller's notes matching the filters; a search naming someone else is refused. */
export async function searchNotes(ctx: ServerContext, callerId: number, input: NoteSearch): Promise<PageOf<NoteSummary>> {
  if (input.auth_id !== callerId) throw new ForbiddenError('僅能查詢自己的記事', { log: `member ${callerId} asked for notes of ${input.auth_id}` });
  const f = dropEmptyFilters(input);
  if (!isValidDateRange(f.date_range_start, f.date_range_end)) throw new InputError(DATE_RANGE_MESSAGE);
  const start = f.date_range_start ? taipeiMidnight(f.date_range_start, 'date_range_start') : undefined;
  const endDay = f.date_range_end ? taipeiMidnight(f.date_range_end, 'date_range_end') : undefined;
  const end = endDay ? new Date(endDay.getTime() + 86_400_000) : undefined;
  const pattern = f.keyword ? containsPattern(f.keyword) : undefined;
  const where = and(
    eq(personalNotes.authId, callerId),
    start ? gte(personalNotes.createdAt, start) : undefined,
    end ? lt(personalNotes.createdAt, end) : undefined,
    pattern
      ? or(ilike(personalNotes.title, pattern), sql`regexp_replace(${personalNotes.htmlContent}, '<[^>]*>', '', 'g') ilike ${pattern}`)
      : undefined,
  );
  const page = input.page ?? DEFAULT_PAGE;
  const [total] = await ctx.db.select({ n: count() }).from(personalNotes).where(where);
  const { offset, limit } = pageWindow(page, PAGE_SIZE);
  const rows = await ctx.db
    .select({ noteId: personalNotes.noteId, authId: personalNotes.authId, title: personalNotes.title, createdAt: personalNotes.createdAt, updatedAt: personalNotes.updatedAt })
    .from(personalNotes)
    .where(where)
    .orderBy(desc(personalNotes.createdAt), desc(personalNotes.noteId))
    .offset(offset)
    .limit(limit);
  const list = rows.map((r) => ({ note_id: r.noteId, auth_id: r.authId, title: r.title, created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString() }));
  return toPage(list, total?.n ?? 0, page, PAGE_SIZE);
}
