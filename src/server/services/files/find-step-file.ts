/** One live file by id, refused with 查無此檔案 when unknown or deleted. */
import { and, eq, isNull } from 'drizzle-orm';
import { NotFoundError } from '../../../domain/errors';
import { UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import { stepFiles } from '../../db/schema';
import type { ServerContext } from '../../context';

/** A step file row. */
export type StepFileRow = typeof stepFiles.$inferSelect;

/** The live file with this id. */
export async function findStepFile(ctx: ServerContext, id: number): Promise<StepFileRow> {
  const [row] = await ctx.db.select().from(stepFiles).where(and(eq(stepFiles.id, id), isNull(stepFiles.deletedAt)));
  if (!row) throw new NotFoundError(UPLOAD_MESSAGES.fileNotFound, { log: `file ${id} not found or deleted` });
  return row;
}
