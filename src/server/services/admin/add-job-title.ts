/** Add_Department_Sub: a new job title in a department, carrying permission codes (preview, default 1). */
import { eq } from 'drizzle-orm';
import type { JobTitleRecord } from '../../../domain/admin/admin-records';
import { InputError } from '../../../domain/errors';
import { departments, departmentSubs } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { assertFreeTitleName, readTitleName, toCodeList, type JobTitleInput } from './job-title-input';
import { toJobTitleRecord } from './list-job-titles';

/** Creates the title and answers it. */
export async function addJobTitle(db: Database, input: JobTitleInput & { dep_id: number }): Promise<JobTitleRecord> {
  const previewName = readTitleName(input.preview_name);
  const [dep] = await db.select({ id: departments.id }).from(departments).where(eq(departments.id, input.dep_id));
  if (!dep) throw new InputError('查無此部門', { fields: { dep_id: '查無此部門' } });
  await assertFreeTitleName(db, input.dep_id, previewName);
  const [row] = await db
    .insert(departmentSubs)
    .values({
      depId: input.dep_id,
      previewName,
      preview: toCodeList(input.preview),
      previewTemp: input.preview_temp ?? null,
      level: input.level ?? 1,
      dacIdTrace: input.dac_id_trace ?? null,
    })
    .returning();
  return toJobTitleRecord(row!);
}
