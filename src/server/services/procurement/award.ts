/**
 * EMA award (決標): Search_AWARD_NEW and Edit_AWARD_NEW with bidOpening, tenderTableData, award and
 * projAmount. An award is refused when the first public tender had fewer than 3 qualified bidders, when
 * price negotiation ran more than 3 rounds, when the winner is not a qualified bidder, and — below 80% of
 * the floor price — until the low-price procedure is recorded. The answer carries the day limits that
 * start at award.
 */
import { eq } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import { checkBidderCount, checkNegotiationRounds, isLowPrice } from '../../../domain/procurement/check-procurement-rules';
import { awardAnnouncementDue, awardRequestDue, bondAndContractDue, documentCheckDue } from '../../../domain/procurement/procurement-deadlines';
import { PROCUREMENT_RULES } from '../../../domain/procurement/procurement-rules';
import { projectAwards, type TenderBidder } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertAgencyProjectAccess } from '../projects/assert-project-access';
import { findProject } from '../projects/find-project';
import { readAmount, readOptionalAmount } from '../projects/read-amount';
import { findBasicPriceRows } from './basic-price';
import { findPurchaseRow } from './purchase-data';
import { readDate } from './read-ema-dates';

/** The opening as sent. */
export interface BidOpening {
  date?: string | null;
  place?: string;
  /** Which call this is: 1 for the first. */
  times?: number;
  negotiation_rounds?: number;
  chair?: string;
}

/** The award as sent. */
export interface AwardDetail {
  date?: string | null;
  vendor?: string;
  amount?: string | number | null;
  /** The low-price procedure (採購法 §58) has been carried out. */
  low_price_handled?: boolean;
}

/** What Search_AWARD_NEW answers. */
export interface AwardRecord {
  proj_id: number;
  bidOpening: BidOpening;
  tenderTableData: TenderBidder[];
  award: AwardDetail;
  projAmount: string | null;
  deadlines: {
    award_announcement: string | null;
    document_check: string | null;
    bond_and_contract: string | null;
    award_request: string | null;
  } | null;
}

/** Search_AWARD_NEW: the award record (empty when nothing is recorded). */
export async function findAward(ctx: ServerContext, caller: Caller, projId: number): Promise<AwardRecord> {
  const project = await findProject(ctx, caller, projId);
  const [row] = await ctx.db.select().from(projectAwards).where(eq(projectAwards.projId, projId));
  const date = row?.awardDate ?? null;
  const cls = project.procurement?.class;
  const purchase = await findPurchaseRow(ctx, projId);
  return {
    proj_id: projId,
    bidOpening: (row?.bidOpening ?? {}) as BidOpening,
    tenderTableData: row?.tenderTableData ?? [],
    award: (row?.award ?? {}) as AwardDetail,
    projAmount: row?.projAmount ?? null,
    deadlines: date
      ? {
          award_announcement: awardAnnouncementDue(date),
          document_check: documentCheckDue(date),
          // A held bid bond may be turned into the performance bond within a month.
          bond_and_contract: bondAndContractDue(date, purchase ? Number(purchase.bidBond) > 0 : false),
          award_request: cls ? awardRequestDue(date, cls) : null,
        }
      : null,
  };
}

/** What Edit_AWARD_NEW sends. */
export interface AwardInput {
  proj_id: number;
  bidOpening?: BidOpening;
  tenderTableData?: { vendor: string; price?: string | number | null; qualified?: boolean; remark?: string }[];
  award?: AwardDetail;
  projAmount?: string | number | null;
}

function fail(message: string, field: string): never {
  throw new InputError(message, { fields: { [field]: message } });
}

/** Edit_AWARD_NEW: stores the award record after the procurement checks. */
export async function editAward(ctx: ServerContext, caller: Caller, input: AwardInput): Promise<AwardRecord> {
  await assertAgencyProjectAccess(ctx, caller, input.proj_id);
  const [row] = await ctx.db.select().from(projectAwards).where(eq(projectAwards.projId, input.proj_id));
  const opening: BidOpening = { ...(row?.bidOpening ?? {}), ...input.bidOpening };
  const bidders: TenderBidder[] = (input.tenderTableData ?? row?.tenderTableData ?? []).map((b, i) => {
    if (!b.vendor?.trim()) fail(`投標廠商第${i + 1}列名稱必須填寫`, `tenderTableData.${i}.vendor`);
    return { vendor: b.vendor.trim(), price: readOptionalAmount(b.price, `tenderTableData.${i}.price`), qualified: b.qualified !== false, remark: b.remark ?? '' };
  });
  const award: AwardDetail = { ...(row?.award ?? {}), ...input.award };
  readDate(opening.date, 'bidOpening.date');
  const awardDate = readDate(award.date, 'award.date');
  const rounds = opening.negotiation_rounds ?? 0;
  const roundsError = checkNegotiationRounds(rounds);
  if (roundsError) fail(roundsError, 'bidOpening.negotiation_rounds');

  let amount: string | null = null;
  if (awardDate) {
    const purchase = await findPurchaseRow(ctx, input.proj_id);
    const firstPublic = (purchase?.tenderMethod ?? '公開招標') === '公開招標' && (purchase?.firstPublicTender ?? true) && (opening.times ?? 1) === 1;
    const biddersError = checkBidderCount(bidders.filter((b) => b.qualified).length, firstPublic);
    if (biddersError) fail(biddersError, 'tenderTableData');
    if (!award.vendor?.trim() || !bidders.some((b) => b.qualified && b.vendor === award.vendor!.trim())) fail('得標廠商須為合格投標廠商', 'award.vendor');
    amount = readAmount(award.amount ?? input.projAmount ?? '', 'award.amount');
    const floor = (await findBasicPriceRows(ctx, input.proj_id))[0];
    if (floor && isLowPrice(amount, floor.amount) && award.low_price_handled !== true) {
      fail(`決標金額低於底價${PROCUREMENT_RULES.lowPriceRatioPercent}%，應先依採購法第58條辦理`, 'award.amount');
    }
  }
  const values = {
    bidOpening: opening as Record<string, unknown>,
    tenderTableData: bidders,
    award: { ...award, ...(amount ? { amount } : {}) } as Record<string, unknown>,
    projAmount: amount,
    awardDate,
    updatedBy: caller.id,
    uDate: new Date(),
  };
  await ctx.db.insert(projectAwards).values({ projId: input.proj_id, ...values }).onConflictDoUpdate({ target: projectAwards.projId, set: values });
  return findAward(ctx, caller, input.proj_id);
}
