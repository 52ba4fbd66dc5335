/** The one query behind the file lists (BFB/getAllFile, CMB's files and zip): live files with their uploader's name. */
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { members, stepFiles } from '../../db/schema';
import type { ServerContext } from '../../context';
import type { StepFileRow } from './find-step-file';

/** A file row with its uploader's name (null once the member is gone). */
export interface LiveFileRow {
  file: StepFileRow;
  uploader: string | null;
}

/** The files matching every condition that are not deleted, in upload order. */
export async function selectLiveFiles(ctx: ServerContext, conditions: (SQL | undefined)[]): Promise<LiveFileRow[]> {
  return ctx.db
    .select({ file: stepFiles, uploader: members.cname })
    .from(stepFiles)
    .leftJoin(members, eq(members.id, stepFiles.uploadedBy))
    .where(and(isNull(stepFiles.deletedAt), ...conditions))
    .orderBy(asc(stepFiles.createdAt), asc(stepFiles.id));
}
