/**
 * Add_Department_Sub: a new job title in a department, carrying permission codes (preview, default 1). Its
 * codes go through the grant rule first: nobody creates a title with codes they lack.
 */
import { eq } from 'drizzle-orm';
import type { JobTitleRecord } from '../../../domain/admin/admin-records';
import { InputError } from '../../../domain/errors';
import { departments, departmentSubs } from '../../db/schema';
import type { Database } from '../../db/connect-database';
import { assertMayGrant, type Grantor } from './assert-may-grant';
import { assertFreeTitleName, readTitleName, toCodeList, type JobTitleInput } from './job-title-input';
import { toJobTitleRecord } from './list-job-titles';

/** Creates the title and answers it. */
export async function addJobTitle(db: Database, caller: Grantor, input: JobTitleInput & { dep_id: number }): Promise<JobTitleRecord> {
  const previewName = readTitleName(input.preview_name);
  const codes = toCodeList(input.preview);
  return db.transaction(async (tx) => {
    const [dep] = await tx.select({ id: departments.id }).from(departments).where(eq(departments.id, input.dep_id));
    if (!dep) throw new InputError('查無此部門', { fields: { dep_id: '查無此部門' } });
    await assertFreeTitleName(tx, input.dep_id, previewName);
    await assertMayGrant(tx, caller, { granted: codes, affectedIds: [], what: `a new job title of department ${input.dep_id}` });
    const [row] = await tx
      .insert(departmentSubs)
      .values({
        depId: input.dep_id,
        previewName,
        preview: codes,
        previewTemp: input.preview_temp ?? null,
        level: input.level ?? 1,
        dacIdTrace: input.dac_id_trace ?? null,
      })
      .returning();
    return toJobTitleRecord(row!);
  });
}
