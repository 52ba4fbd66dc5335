/** EMA margins (保證金) per step: Search_MARGIN, Add_Margin {amount, stp_id} (one per step) and Edit_MARGIN. */
import { and, asc, eq } from 'drizzle-orm';
import { ConflictError, InputError, NotFoundError } from '../../../domain/errors';
import { projectMargins } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertAgencyProjectAccess, assertProjectAccess } from '../projects/assert-project-access';
import { readAmount } from '../projects/read-amount';

/** One margin. */
export interface MarginRecord {
  id: number;
  proj_id: number;
  stp_id: string;
  amount: string;
  remark: string;
  uDate: string;
}

const STEP_ID = /^[A-Z]\d+(\.\d+)*$/;

function toRecord(r: typeof projectMargins.$inferSelect): MarginRecord {
  return { id: r.id, proj_id: r.projId, stp_id: r.stpId, amount: r.amount, remark: r.remark, uDate: r.uDate.toISOString() };
}

/** Search_MARGIN: the margins of a project, optionally of one step. */
export async function searchMargins(ctx: ServerContext, caller: Caller, projId: number, stpId?: string): Promise<MarginRecord[]> {
  await assertProjectAccess(ctx, caller, projId, 'view');
  const rows = await ctx.db
    .select()
    .from(projectMargins)
    .where(and(eq(projectMargins.projId, projId), stpId ? eq(projectMargins.stpId, stpId) : undefined))
    .orderBy(asc(projectMargins.stpId));
  return rows.map(toRecord);
}

/** Add_Margin: ConflictError when the step already has one. */
export async function addMargin(ctx: ServerContext, caller: Caller, input: { proj_id: number; stp_id: string; amount: string | number; remark?: string }): Promise<MarginRecord> {
  await assertAgencyProjectAccess(ctx, caller, input.proj_id);
  if (!STEP_ID.test(input.stp_id)) throw new InputError("'stp_id'格式不符合");
  const amount = readAmount(input.amount, 'amount');
  const [existing] = await ctx.db.select({ id: projectMargins.id }).from(projectMargins).where(and(eq(projectMargins.projId, input.proj_id), eq(projectMargins.stpId, input.stp_id)));
  if (existing) throw new ConflictError('新增失敗：此步驟已有保證金資料');
  const [row] = await ctx.db.insert(projectMargins).values({ projId: input.proj_id, stpId: input.stp_id, amount, remark: input.remark ?? '', createdBy: caller.id }).returning();
  return toRecord(row!);
}

/** Edit_MARGIN. */
export async function editMargin(ctx: ServerContext, caller: Caller, input: { id: number; amount: string | number; remark?: string }): Promise<MarginRecord> {
  const [current] = await ctx.db.select().from(projectMargins).where(eq(projectMargins.id, input.id));
  if (!current) throw new NotFoundError('查無此保證金資料');
  await assertAgencyProjectAccess(ctx, caller, current.projId);
  const amount = readAmount(input.amount, 'amount');
  const [row] = await ctx.db
    .update(projectMargins)
    .set({ amount, ...(input.remark !== undefined ? { remark: input.remark } : {}), uDate: new Date() })
    .where(eq(projectMargins.id, input.id))
    .returning();
  return toRecord(row!);
}
