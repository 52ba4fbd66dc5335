/**
 * Project personnel (BGC business calls): assign the undertaker (Add_Business_Undertaking) and the
 * supervisors, contractors and designers (Add_Business_Executives), change dates and tel (Edit_…), and
 * remove an assignment (Delete_Business_Executives). Removed assignments stay as history.
 */
import { and, eq, gte, isNull, lte, ne, or } from 'drizzle-orm';
import { DATE_RANGE_MESSAGE, isValidDateRange, parseModeValue } from '../../../domain/check-date';
import { ConflictError, InputError, NotFoundError } from '../../../domain/errors';
import { TEL_PATTERN } from '../../../domain/projects/check-project-fields';
import { findIdentity, type ProjectIdentity } from '../../../domain/projects/project-identities';
import { projectPersonnel } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertProjectAccess } from './assert-project-access';
import { isAssignmentCandidate } from './list-assignment-candidates';
import { toPersonnelRecord, type PersonnelRecord } from './personnel-record';
import { selectPersonnel } from './select-personnel';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';

/** The dates and tel of an assignment. */
export interface AssignmentTerms {
  start_date: string;
  end_date?: string | null;
  tel?: string;
  remark?: string;
}

/** The message for an unknown assignment. */
export const ASSIGNMENT_NOT_FOUND = '查無此人員設定';

function checkTerms(t: AssignmentTerms): void {
  const errors: Record<string, string> = {};
  if (!parseModeValue(t.start_date, 'date')) errors.start_date = "'start_date'格式不符合";
  if (t.end_date && !parseModeValue(t.end_date, 'date')) errors.end_date = "'end_date'格式不符合";
  else if (!errors.start_date && !isValidDateRange(t.start_date, t.end_date)) errors.end_date = DATE_RANGE_MESSAGE;
  if (t.tel && !TEL_PATTERN.test(t.tel.trim())) errors.tel = "'tel'格式不符合";
  const first = Object.values(errors)[0];
  if (first) throw new InputError(first, { fields: errors });
}

/** Reads a category or identity key; executives calls may not name the undertaker and vice versa. */
export function readIdentity(value: string, kind: 'executive' | 'undertaking'): ProjectIdentity {
  const info = findIdentity(value);
  if (!info || (kind === 'executive') === (info.key === 'undertaker')) throw new InputError("'category'的值不在允許範圍內");
  return info.key;
}

async function findRecord(ctx: ServerContext, id: number): Promise<PersonnelRecord> {
  const [row] = await selectPersonnel(ctx, and(eq(projectPersonnel.id, id), isNull(projectPersonnel.deletedAt)));
  if (!row) throw new NotFoundError(ASSIGNMENT_NOT_FOUND);
  return toPersonnelRecord(row, todayInTaiwan());
}

/** Refuses a second live assignment of the same person in the same part over overlapping dates. */
async function assertNoOverlap(ctx: ServerContext, projId: number, memberId: number, identity: ProjectIdentity, t: AssignmentTerms, exceptId?: number) {
  const end = t.end_date || '9999-12-31';
  const [clash] = await ctx.db
    .select({ id: projectPersonnel.id })
    .from(projectPersonnel)
    .where(
      and(
        eq(projectPersonnel.projId, projId),
        eq(projectPersonnel.memberId, memberId),
        eq(projectPersonnel.identity, identity),
        isNull(projectPersonnel.deletedAt),
        exceptId ? ne(projectPersonnel.id, exceptId) : undefined,
        lte(projectPersonnel.startDate, end),
        or(isNull(projectPersonnel.endDate), gte(projectPersonnel.endDate, t.start_date)),
      ),
    );
  if (clash) throw new ConflictError(`此人員於該期間已擔任${findIdentity(identity)!.title}`);
}

/** Assigns a person to a part on a project the caller may edit. */
export async function addAssignment(
  ctx: ServerContext,
  caller: Caller,
  input: AssignmentTerms & { proj_id: number; auth_id: number; identity: ProjectIdentity },
): Promise<PersonnelRecord> {
  await assertProjectAccess(ctx, caller, input.proj_id, 'edit');
  checkTerms(input);
  if (!(await isAssignmentCandidate(ctx, input.identity, input.proj_id, input.auth_id))) {
    throw new InputError(`此人員不能擔任${findIdentity(input.identity)!.title}`, { fields: { auth_id: '人員身分不符' } });
  }
  await assertNoOverlap(ctx, input.proj_id, input.auth_id, input.identity, input);
  const [row] = await ctx.db
    .insert(projectPersonnel)
    .values({
      projId: input.proj_id,
      memberId: input.auth_id,
      identity: input.identity,
      startDate: input.start_date,
      endDate: input.end_date || null,
      tel: input.tel?.trim() ?? '',
      remark: input.remark ?? '',
      createdBy: caller.id,
    })
    .returning({ id: projectPersonnel.id });
  return findRecord(ctx, row!.id);
}

/** Changes the dates, tel or remark of an assignment of the right kind. */
export async function editAssignment(
  ctx: ServerContext,
  caller: Caller,
  input: Partial<AssignmentTerms> & { id: number },
  kind: 'executive' | 'undertaking',
): Promise<PersonnelRecord> {
  const current = await findRecord(ctx, input.id);
  if ((kind === 'undertaking') !== (current.identity === 'undertaker')) throw new NotFoundError(ASSIGNMENT_NOT_FOUND);
  await assertProjectAccess(ctx, caller, current.proj_id, 'edit');
  const terms: AssignmentTerms = {
    start_date: input.start_date ?? current.start_date,
    end_date: input.end_date === undefined ? current.end_date : input.end_date,
    tel: input.tel ?? current.tel,
    remark: input.remark ?? current.remark,
  };
  checkTerms(terms);
  await assertNoOverlap(ctx, current.proj_id, current.auth_id, current.identity, terms, current.id);
  await ctx.db
    .update(projectPersonnel)
    .set({ startDate: terms.start_date, endDate: terms.end_date || null, tel: terms.tel?.trim() ?? '', remark: terms.remark ?? '', uDate: new Date() })
    .where(eq(projectPersonnel.id, input.id));
  return findRecord(ctx, input.id);
}

/** Removes an assignment (kept as history). */
export async function deleteAssignment(ctx: ServerContext, caller: Caller, id: number): Promise<void> {
  const current = await findRecord(ctx, id);
  await assertProjectAccess(ctx, caller, current.proj_id, 'edit');
  await ctx.db.update(projectPersonnel).set({ deletedAt: new Date(), deletedBy: caller.id }).where(eq(projectPersonnel.id, id));
}
