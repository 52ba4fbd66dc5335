/**
 * The constants of the procurement process (spec doc 2 §9) as one data object, so steps read them instead of
 * repeating numbers: work group, weights, bidders, negotiation, low price, day limits and bond validity.
 */

/** Every procurement constant the steps use. */
export const PROCUREMENT_RULES = Object.freeze({
  /** 工作小組: at least 3 members, at least 1 of them a procurement professional (採購專業人員). */
  workGroup: Object.freeze({ minMembers: 3, minProcurementProfessionals: 1 }),
  /** 簡報 weight in a most-advantageous-tender evaluation: at most 20%. */
  presentationWeightMaxPercent: 20,
  /** 價格 weight when price is scored: 20% to 50%. */
  priceWeightPercent: Object.freeze({ min: 20, max: 50 }),
  /** Qualified bidders needed at the first public tender (採購法 §48). */
  minBiddersFirstPublicTender: 3,
  /** Price negotiation rounds (比減價) at most. */
  maxNegotiationRounds: 3,
  /** A price below this share of the floor price (底價) starts the low-price procedure (採購法 §58). */
  lowPriceRatioPercent: 80,
  /** Day limits; "before" limits count back from the event, "within" limits forward. */
  days: Object.freeze({
    /** 查核金額以上: ask the superior agency to supervise at least 5 days before the tender closes. */
    supervisorRequestBeforeClose: 5,
    /** 查核金額以上: ask for award supervision at least 3 days before the award date. */
    awardRequestBeforeAward: 3,
    /** Award announcement and price data within 30 days of award. */
    awardAnnouncement: 30,
    /** Document check within 10 days after award. */
    documentCheck: 10,
    /** Performance bond and contract within 15 days after award. */
    bondAndContract: 15,
  }),
  /** Performance bond validity beyond the contract term: 90 days, 125 days when a first inspection (初驗) applies. */
  bondValidityDays: Object.freeze({ withoutFirstInspection: 90, withFirstInspection: 125 }),
  /** When the bid bond is held, the performance bond may be paid within 1 month. */
  bondPaymentMonthsWithBidBond: 1,
});
