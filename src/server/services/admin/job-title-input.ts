/** Reads the job-title fields: the name, and `preview` as a list of permission codes (a bare number is a list of one). */
import { and, eq, ne } from 'drizzle-orm';
import { NAME_LIMITS, readRequiredText } from '../../../domain/admin/check-required-text';
import { ConflictError } from '../../../domain/errors';
import { departmentSubs } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** The spec's default of `preview` on create and edit. */
export const DEFAULT_TITLE_PREVIEW = 1;

/** The fields a job-title call may send. */
export interface JobTitleInput {
  preview_name: string;
  preview?: number | number[];
  preview_temp?: number[] | null;
  level?: number;
  dac_id_trace?: string | null;
}

/** The preview as a sorted list of distinct codes. */
export function toCodeList(preview: number | number[] | undefined): number[] {
  const list = Array.isArray(preview) ? preview : [preview ?? DEFAULT_TITLE_PREVIEW];
  return [...new Set(list)].sort((a, b) => a - b);
}

/** The trimmed name; InputError when empty or too long. */
export function readTitleName(name: string): string {
  return readRequiredText(name, NAME_LIMITS.jobTitle, '職稱名稱', 'preview_name');
}

/** Throws ConflictError when the department already has a title of that name. */
export async function assertFreeTitleName(db: Database, depId: number, previewName: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: departmentSubs.id })
    .from(departmentSubs)
    .where(and(eq(departmentSubs.depId, depId), eq(departmentSubs.previewName, previewName), exceptId === undefined ? undefined : ne(departmentSubs.id, exceptId)));
  if (taken) throw new ConflictError('此部門已有相同名稱的職稱', { fields: { preview_name: '名稱重複' } });
}
