/**
 * EMA purchase data (採購資料): Get_Purchase_Data, Add_Purchase_Data (once per project) and
 * Edit_Purchase_Data. The answer carries the procurement class it puts the project in and, from the
 * inspection amount up, the day by which supervision must be asked for.
 */
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { ConflictError, InputError, NotFoundError } from '../../../domain/errors';
import { supervisorRequestDue } from '../../../domain/procurement/procurement-deadlines';
import { AWARD_METHODS, TENDER_METHODS } from '../../../domain/procurement/procurement-methods';
import { projects, purchaseData } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertAgencyProjectAccess } from '../projects/assert-project-access';
import { findProject } from '../projects/find-project';
import type { ProcurementClassView } from '../projects/project-record';
import { readAmount } from '../projects/read-amount';
import { assertOrder, readDate } from './read-ema-dates';

/** Purchase data as sent. */
export interface PurchaseInput {
  proj_id: number;
  tender_method?: string;
  award_method?: string;
  budget_amount?: string | number;
  announce_date?: string | null;
  close_date?: string | null;
  opening_date?: string | null;
  bid_bond?: string | number;
  performance_bond?: string | number;
  first_public_tender?: boolean;
  remark?: string;
}

/** Purchase data as answered. */
export interface PurchaseRecord {
  proj_id: number;
  tender_method: string;
  award_method: string;
  budget_amount: string;
  announce_date: string | null;
  close_date: string | null;
  opening_date: string | null;
  bid_bond: string;
  performance_bond: string;
  first_public_tender: boolean;
  remark: string;
  procurement: ProcurementClassView | null;
  supervisor_request_due: string | null;
  uDate: string;
}

/** The stored purchase data of a project, or null. */
export async function findPurchaseRow(ctx: ServerContext, projId: number) {
  const [row] = await ctx.db.select().from(purchaseData).where(eq(purchaseData.projId, projId));
  return row ?? null;
}

/** The stored values in the shape the calls send them. */
function inputOf(row: typeof purchaseData.$inferSelect): Omit<PurchaseRecord, 'proj_id' | 'procurement' | 'supervisor_request_due' | 'uDate'> {
  return {
    tender_method: row.tenderMethod,
    award_method: row.awardMethod,
    budget_amount: row.budgetAmount,
    announce_date: row.announceDate,
    close_date: row.closeDate,
    opening_date: row.openingDate,
    bid_bond: row.bidBond,
    performance_bond: row.performanceBond,
    first_public_tender: row.firstPublicTender,
    remark: row.remark,
  };
}

/** Get_Purchase_Data: the project's purchase data (null when not set up yet). */
export async function findPurchaseData(ctx: ServerContext, caller: Caller, projId: number): Promise<PurchaseRecord | null> {
  const project = await findProject(ctx, caller, projId);
  const row = await findPurchaseRow(ctx, projId);
  if (!row) return null;
  const cls = project.procurement;
  return {
    ...inputOf(row),
    proj_id: row.projId,
    procurement: cls,
    supervisor_request_due: cls && row.closeDate ? supervisorRequestDue(row.closeDate, cls.class) : null,
    uDate: row.uDate.toISOString(),
  };
}

async function readValues(ctx: ServerContext, input: PurchaseInput, base: Required<Omit<PurchaseInput, 'proj_id'>>) {
  const v = { ...base, ...Object.fromEntries(Object.entries(input).filter(([, x]) => x !== undefined)) } as Required<PurchaseInput>;
  if (!TENDER_METHODS.includes(v.tender_method)) throw new InputError("'tender_method'的值不在允許範圍內", { fields: { tender_method: '請選擇欄位' } });
  if (!AWARD_METHODS.includes(v.award_method)) throw new InputError("'award_method'的值不在允許範圍內", { fields: { award_method: '請選擇欄位' } });
  const budget = readAmount(v.budget_amount, 'budget_amount');
  const [project] = await ctx.db.select({ total: projects.projTotal }).from(projects).where(eq(projects.id, input.proj_id));
  if (project && new Decimal(budget).gt(project.total)) throw new InputError('採購預算金額不可大於標案總經費', { fields: { budget_amount: '採購預算金額不可大於標案總經費' } });
  const announce = readDate(v.announce_date, 'announce_date');
  const close = readDate(v.close_date, 'close_date');
  const opening = readDate(v.opening_date, 'opening_date');
  assertOrder(announce, close, '截止投標日不可早於公告日', 'close_date');
  assertOrder(close, opening, '開標日不可早於截止投標日', 'opening_date');
  return {
    tenderMethod: v.tender_method,
    awardMethod: v.award_method,
    budgetAmount: budget,
    announceDate: announce,
    closeDate: close,
    openingDate: opening,
    bidBond: readAmount(v.bid_bond, 'bid_bond'),
    performanceBond: readAmount(v.performance_bond, 'performance_bond'),
    firstPublicTender: v.first_public_tender,
    remark: v.remark,
  };
}

const BLANK = {
  tender_method: '',
  award_method: '',
  budget_amount: '',
  announce_date: null,
  close_date: null,
  opening_date: null,
  bid_bond: '0',
  performance_bond: '0',
  first_public_tender: true,
  remark: '',
};

/** Add_Purchase_Data: sets up the purchase data once; ConflictError when it exists. */
export async function addPurchaseData(ctx: ServerContext, caller: Caller, input: PurchaseInput): Promise<PurchaseRecord> {
  await assertAgencyProjectAccess(ctx, caller, input.proj_id);
  if (await findPurchaseRow(ctx, input.proj_id)) throw new ConflictError('新增失敗：此標案已有採購資料');
  const values = await readValues(ctx, input, BLANK);
  await ctx.db.insert(purchaseData).values({ ...values, projId: input.proj_id, updatedBy: caller.id });
  return (await findPurchaseData(ctx, caller, input.proj_id))!;
}

/** Edit_Purchase_Data: changes the purchase data; fields left out keep their values. */
export async function editPurchaseData(ctx: ServerContext, caller: Caller, input: PurchaseInput): Promise<PurchaseRecord> {
  await assertAgencyProjectAccess(ctx, caller, input.proj_id);
  const row = await findPurchaseRow(ctx, input.proj_id);
  if (!row) throw new NotFoundError('查無採購資料');
  const values = await readValues(ctx, input, inputOf(row));
  await ctx.db.update(purchaseData).set({ ...values, updatedBy: caller.id, uDate: new Date() }).where(eq(purchaseData.projId, input.proj_id));
  return (await findPurchaseData(ctx, caller, input.proj_id))!;
}
