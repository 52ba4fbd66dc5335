/**
 * Edit_Department_Sub: renames a job title or changes its codes; holders get the new codes at their next
 * call. A change of codes goes through the grant rule first: nobody hands out codes they lack, changes a
 * title they hold, or touches a holder wider than themselves.
 */
import { eq } from 'drizzle-orm';
import type { JobTitleRecord } from '../../../domain/admin/admin-records';
import { NotFoundError } from '../../../domain/errors';
import { departmentSubs, members } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { assertMayGrant, type Grantor } from './assert-may-grant';
import { assertFreeTitleName, readTitleName, toCodeList, type JobTitleInput } from './job-title-input';
import { listJobTitles } from './list-job-titles';

/** Saves the title and answers it. */
export async function editJobTitle(db: Database, caller: Grantor, input: JobTitleInput & { id: number }): Promise<JobTitleRecord> {
  const previewName = readTitleName(input.preview_name);
  const codes = toCodeList(input.preview);
  const depId = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(departmentSubs).where(eq(departmentSubs.id, input.id));
    if (!current) throw new NotFoundError('查無此職稱');
    await assertFreeTitleName(tx, current.depId, previewName, input.id);
    const before = toCodeList(current.preview);
    if (before.join() !== codes.join()) {
      const holders = await tx.select({ id: members.id }).from(members).where(eq(members.dacId, input.id));
      await assertMayGrant(tx, caller, { granted: codes, previous: before, affectedIds: holders.map((h) => h.id), what: `job title ${input.id}` });
    }
    await tx
      .update(departmentSubs)
      .set({
        previewName,
        preview: codes,
        previewTemp: input.preview_temp === undefined ? current.previewTemp : input.preview_temp,
        level: input.level ?? current.level,
        dacIdTrace: input.dac_id_trace === undefined ? current.dacIdTrace : input.dac_id_trace,
      })
      .where(eq(departmentSubs.id, input.id));
    return current.depId;
  });
  return (await listJobTitles(db, depId)).find((t) => t.id === input.id)!;
}
