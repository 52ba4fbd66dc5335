/**
 * Delete_Department_Sub: deletes a job title nobody holds. A title carrying codes the caller lacks is not
 * theirs to delete (the grant rule), even unheld.
 */
import { count, eq } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import { departmentSubs, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { assertMayGrant, type Grantor } from './assert-may-grant';

/** Deletes title `id`; ConflictError while users hold it (they would lose their codes unnoticed). */
export async function deleteJobTitle(db: Database, caller: Grantor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [title] = await tx.select().from(departmentSubs).where(eq(departmentSubs.id, id));
    if (!title) throw new NotFoundError('查無此職稱');
    const [held] = await tx.select({ n: count() }).from(members).where(eq(members.dacId, id));
    if ((held?.n ?? 0) > 0) throw new ConflictError(`職稱「${title.previewName}」仍有 ${held!.n} 位使用者，請先變更其職稱再刪除`);
    await assertMayGrant(tx, caller, { granted: [], previous: title.preview, affectedIds: [], what: `job title ${id} (deleting)` });
    await tx.delete(departmentSubs).where(eq(departmentSubs.id, id));
  });
}
