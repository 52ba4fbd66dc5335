/**
 * Stores a step's data as a compare-and-set on its version and records the change in the history, inside the
 * caller's transaction: a save names the version it started from (0 for a first save), and only a save of the
 * stored version wins, so two saves from the same version can never both land.
 */
import { and, eq } from 'drizzle-orm';
import { diffStepData } from '../../../domain/steps/diff-step-data';
import type { Database } from '../../db/connect-database';
import { stepDataHistory, stepSubmissions } from '../../db/schema';

/** Thrown inside the transaction when the sent version is not the stored one; the caller explains it. */
export class StaleStepDataError extends Error {}

/** One save of a step's data. */
export interface StepSubmissionWrite {
  projId: number;
  stpId: string;
  auditId: number;
  data: Record<string, unknown>;
  definitionVersion: number;
  /** The version the caller loaded (0 when nothing was stored). */
  sentVersion: number;
  memberId: number;
}

/** Takes the submission row's lock for the rest of the transaction (nothing when no row exists yet). */
export async function lockStepSubmission(tx: Database, key: Pick<StepSubmissionWrite, 'projId' | 'stpId' | 'auditId'>): Promise<void> {
  await tx
    .select({ id: stepSubmissions.id })
    .from(stepSubmissions)
    .where(and(eq(stepSubmissions.projId, key.projId), eq(stepSubmissions.stpId, key.stpId), eq(stepSubmissions.auditId, key.auditId)))
    .for('update');
}

/** Writes the data and its history entry; answers the new version, or throws StaleStepDataError. */
export async function writeStepSubmission(tx: Database, write: StepSubmissionWrite): Promise<number> {
  const key = and(eq(stepSubmissions.projId, write.projId), eq(stepSubmissions.stpId, write.stpId), eq(stepSubmissions.auditId, write.auditId));
  const [before] = await tx.select({ data: stepSubmissions.data, version: stepSubmissions.version }).from(stepSubmissions).where(key);
  if ((before?.version ?? 0) !== write.sentVersion) throw new StaleStepDataError();
  const version = write.sentVersion + 1;
  const now = new Date();
  // The WHERE on the version (and ON CONFLICT DO NOTHING for a first save) is what makes this a
  // compare-and-set: a concurrent save from the same version waits on the row, then matches nothing.
  const written = before
    ? await tx
        .update(stepSubmissions)
        .set({ data: write.data, definitionVersion: write.definitionVersion, version, updatedBy: write.memberId, updatedAt: now })
        .where(and(key, eq(stepSubmissions.version, write.sentVersion)))
        .returning({ version: stepSubmissions.version })
    : await tx
        .insert(stepSubmissions)
        .values({ projId: write.projId, stpId: write.stpId, auditId: write.auditId, data: write.data, definitionVersion: write.definitionVersion, version, updatedBy: write.memberId, updatedAt: now })
        .onConflictDoNothing()
        .returning({ version: stepSubmissions.version });
  if (written.length === 0) throw new StaleStepDataError();
  const changes = diffStepData(before?.data, write.data);
  if (changes.length > 0) {
    await tx.insert(stepDataHistory).values({
      projId: write.projId,
      stpId: write.stpId,
      auditId: write.auditId,
      version,
      changedBy: write.memberId,
      changedAt: now,
      definitionVersion: write.definitionVersion,
      changes,
    });
  }
  return version;
}
