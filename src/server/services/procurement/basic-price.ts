/**
 * EMA floor price (底價): Get_Basic_Price (the newest and the history, with the 80% low-price line) and
 * Add_Basic_Price (a new setting). The floor price is secret until award (採購法 §34), so only agency staff
 * read it; it may not exceed the purchase budget nor change after award.
 */
import Decimal from 'decimal.js';
import { desc, eq } from 'drizzle-orm';
import { ConflictError, InputError } from '../../../domain/errors';
import { PROCUREMENT_RULES } from '../../../domain/procurement/procurement-rules';
import { members, projectAwards, projectBasicPrices } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertAgencyProjectAccess } from '../projects/assert-project-access';
import { readAmount } from '../projects/read-amount';
import { findPurchaseRow } from './purchase-data';
import { readDate } from './read-ema-dates';

/** One floor-price setting. */
export interface BasicPriceEntry {
  id: number;
  amount: string;
  set_date: string;
  remark: string;
  set_by_name: string;
  cDate: string;
}

/** What Get_Basic_Price answers. */
export interface BasicPriceRecord {
  proj_id: number;
  current: BasicPriceEntry | null;
  /** Below this an award starts the low-price procedure. */
  low_price_line: string | null;
  history: BasicPriceEntry[];
}

/** The floor prices of a project, newest first. */
export async function findBasicPriceRows(ctx: ServerContext, projId: number): Promise<BasicPriceEntry[]> {
  const rows = await ctx.db
    .select({ b: projectBasicPrices, name: members.cname })
    .from(projectBasicPrices)
    .leftJoin(members, eq(members.id, projectBasicPrices.setBy))
    .where(eq(projectBasicPrices.projId, projId))
    .orderBy(desc(projectBasicPrices.id));
  return rows.map(({ b, name }) => ({ id: b.id, amount: b.amount, set_date: b.setDate, remark: b.remark, set_by_name: name ?? '', cDate: b.cDate.toISOString() }));
}

/** Get_Basic_Price for agency staff. */
export async function findBasicPrice(ctx: ServerContext, caller: Caller, projId: number): Promise<BasicPriceRecord> {
  await assertAgencyProjectAccess(ctx, caller, projId);
  const history = await findBasicPriceRows(ctx, projId);
  const current = history[0] ?? null;
  const line = current ? new Decimal(current.amount).mul(PROCUREMENT_RULES.lowPriceRatioPercent).div(100).toFixed(2) : null;
  return { proj_id: projId, current, low_price_line: line, history };
}

/** Add_Basic_Price: records a new floor price. */
export async function addBasicPrice(
  ctx: ServerContext,
  caller: Caller,
  input: { proj_id: number; amount: string | number; set_date: string; remark?: string },
): Promise<BasicPriceRecord> {
  await assertAgencyProjectAccess(ctx, caller, input.proj_id);
  const amount = readAmount(input.amount, 'amount');
  if (new Decimal(amount).lte(0)) throw new InputError('底價須大於0', { fields: { amount: '底價須大於0' } });
  const setDate = readDate(input.set_date, 'set_date')!;
  const [award] = await ctx.db.select({ d: projectAwards.awardDate }).from(projectAwards).where(eq(projectAwards.projId, input.proj_id));
  if (award?.d) throw new ConflictError('已決標，不得變更底價');
  const purchase = await findPurchaseRow(ctx, input.proj_id);
  if (purchase && new Decimal(amount).gt(purchase.budgetAmount)) {
    throw new InputError('底價不可高於採購預算金額', { fields: { amount: '底價不可高於採購預算金額' } });
  }
  await ctx.db.insert(projectBasicPrices).values({ projId: input.proj_id, amount, setDate, remark: input.remark ?? '', setBy: caller.id });
  return findBasicPrice(ctx, caller, input.proj_id);
}
