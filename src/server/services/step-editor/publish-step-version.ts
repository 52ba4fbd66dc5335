/**
 * Publishes a stored version: it becomes current and users get it from their next load. Restoring an
 * earlier version is publishing it again. A version with faults is refused, each fault at its path.
 */
import { and, eq } from 'drizzle-orm';
import { InputError, NotFoundError } from '../../../domain/errors';
import { currentStepVersions, stepDefinitions, stepPublications } from '../../db/schema';
import type { ServerContext } from '../../context';
import { checkStepDraft } from './check-step-draft';

/** Makes `version` of `stpId` current and records who did it and why. */
export async function publishStepVersion(ctx: ServerContext, callerId: number, input: { stp_id: string; version: number; note: string }): Promise<void> {
  const [row] = await ctx.db
    .select()
    .from(stepDefinitions)
    .where(and(eq(stepDefinitions.stpId, input.stp_id), eq(stepDefinitions.version, input.version)));
  if (!row) throw new NotFoundError(`查無步驟 ${input.stp_id} 的第 ${input.version} 版`);
  const faults = await checkStepDraft(ctx.db, row.definition);
  if (faults.length > 0) {
    throw new InputError(`此版本尚有 ${faults.length} 個錯誤，無法發布`, { fields: { faults } });
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(currentStepVersions)
      .values({ stpId: input.stp_id, version: input.version })
      .onConflictDoUpdate({ target: currentStepVersions.stpId, set: { version: input.version, updatedAt: new Date() } });
    await tx.insert(stepPublications).values({ stpId: input.stp_id, version: input.version, publishedBy: callerId, note: input.note });
  });
}
