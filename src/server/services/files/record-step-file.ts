/**
 * Records a stored file against its project, step, sign-off case and category, with the next code of its
 * prefix (A2-BB-0001 …), and applies the category's completesStep rule, all inside the caller's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { UploadCategory } from '../../../domain/steps/step-definition';
import { stepFiles } from '../../db/schema';
import { completeStepOnUpload } from './complete-step-on-upload';
import type { Transaction } from './transaction';

/** Everything a new file row needs besides its category. */
export interface NewStepFile {
  projId: number | null;
  stpId: string;
  auditId: number;
  fileType: string | null;
  fileName: string;
  ext: string;
  contentType: string;
  size: number;
  sha256: string;
  storageKey: string;
  uploadedBy: number;
  depId: number | null;
  remark?: string;
}

/** Inserts the row into `category` with the next serial of its prefix in the project; answers the row. */
export async function recordStepFile(tx: Transaction, category: Pick<UploadCategory, 'key' | 'codePrefix' | 'completesStep'>, file: NewStepFile): Promise<typeof stepFiles.$inferSelect> {
  const [last] = await tx
    .select({ serial: sql<number>`coalesce(max(${stepFiles.codeSerial}), 0)` })
    .from(stepFiles)
    .where(and(sql`coalesce(${stepFiles.projId}, 0) = ${file.projId ?? 0}`, eq(stepFiles.codeType, category.codePrefix)));
  const [row] = await tx
    .insert(stepFiles)
    .values({ ...file, category: category.key, codeType: category.codePrefix, remark: file.remark ?? '', codeSerial: Number(last?.serial ?? 0) + 1 })
    .returning();
  await completeStepOnUpload(tx, file.uploadedBy, category, { projId: file.projId, stpId: file.stpId, id: row!.id });
  return row!;
}

/** Whether an error is a unique violation of the file code (two uploads took the same serial at once). */
export function isCodeClash(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === 'step_files_code_uq' || String(message).includes('step_files_code_uq'))) return true;
  }
  return false;
}

/** Runs a recording transaction again (up to 5 times) when it lost a race for a code serial. */
export async function retryOnCodeClash<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (e) {
      if (attempt >= 5 || !isCodeClash(e)) throw e;
    }
  }
}
