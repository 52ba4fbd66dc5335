/** Edit_Department_Sub: renames a job title or changes its codes; holders get the new codes at their next call. */
import { eq } from 'drizzle-orm';
import type { JobTitleRecord } from '../../../domain/admin/admin-records';
import { NotFoundError } from '../../../domain/errors';
import { departmentSubs } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { assertFreeTitleName, readTitleName, toCodeList, type JobTitleInput } from './job-title-input';
import { listJobTitles } from './list-job-titles';

/** Saves the title and answers it. */
export async function editJobTitle(db: Database, input: JobTitleInput & { id: number }): Promise<JobTitleRecord> {
  const [current] = await db.select().from(departmentSubs).where(eq(departmentSubs.id, input.id));
  if (!current) throw new NotFoundError('查無此職稱');
  const previewName = readTitleName(input.preview_name);
  await assertFreeTitleName(db, current.depId, previewName, input.id);
  await db
    .update(departmentSubs)
    .set({
      previewName,
      preview: toCodeList(input.preview),
      previewTemp: input.preview_temp === undefined ? current.previewTemp : input.preview_temp,
      level: input.level ?? current.level,
      dacIdTrace: input.dac_id_trace === undefined ? current.dacIdTrace : input.dac_id_trace,
    })
    .where(eq(departmentSubs.id, input.id));
  return (await listJobTitles(db, current.depId)).find((t) => t.id === input.id)!;
}
