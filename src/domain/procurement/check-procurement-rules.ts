/**
 * Checks of the procurement constants: enough bidders, negotiation rounds, low price, evaluation weights and
 * the work group. Each answers a zh-TW message when the rule is broken and null when it holds.
 */
import Decimal from 'decimal.js';
import { PROCUREMENT_RULES } from './procurement-rules';

/** At the first public tender fewer than 3 qualified bidders means the tender cannot be opened (採購法 §48). */
export function checkBidderCount(qualifiedBidders: number, firstPublicTender: boolean): string | null {
  if (!firstPublicTender) return null;
  const min = PROCUREMENT_RULES.minBiddersFirstPublicTender;
  return qualifiedBidders >= min ? null : `第一次公開招標須有${min}家以上合格廠商投標方得開標（目前${qualifiedBidders}家）`;
}

/** Price negotiation may run at most 3 rounds. */
export function checkNegotiationRounds(rounds: number): string | null {
  const max = PROCUREMENT_RULES.maxNegotiationRounds;
  return rounds <= max ? null : `比減價以${max}次為限`;
}

/** Whether a price lies below 80% of the floor price, which starts the low-price procedure (採購法 §58). */
export function isLowPrice(price: string | number, floorPrice: string | number): boolean {
  const floor = new Decimal(floorPrice);
  if (floor.lte(0)) return false;
  return new Decimal(price).lt(floor.mul(PROCUREMENT_RULES.lowPriceRatioPercent).div(100));
}

/** Presentation weight at most 20% and price weight 20–50% (when price is scored). */
export function checkEvaluationWeights(presentationPercent: number | null, pricePercent: number | null): string | null {
  const { presentationWeightMaxPercent: maxPresentation, priceWeightPercent } = PROCUREMENT_RULES;
  if (presentationPercent !== null && presentationPercent > maxPresentation) return `簡報項目配分不得逾${maxPresentation}%`;
  if (pricePercent !== null && (pricePercent < priceWeightPercent.min || pricePercent > priceWeightPercent.max)) {
    return `價格配分應介於${priceWeightPercent.min}%至${priceWeightPercent.max}%`;
  }
  return null;
}

/** A work group needs at least 3 members, at least 1 a procurement professional. */
export function checkWorkGroup(members: number, procurementProfessionals: number): string | null {
  const { minMembers, minProcurementProfessionals } = PROCUREMENT_RULES.workGroup;
  if (members < minMembers) return `工作小組成員至少${minMembers}人`;
  if (procurementProfessionals < minProcurementProfessionals) return `工作小組至少應有${minProcurementProfessionals}人具採購專業人員資格`;
  return null;
}
