import { describe, expect, it } from 'vitest';
import { addCalendarDays, addCalendarMonths } from '../../../../src/domain/procurement/add-calendar-days';
import {
  checkBidderCount,
  checkEvaluationWeights,
  checkNegotiationRounds,
  checkWorkGroup,
  isLowPrice,
} from '../../../../src/domain/procurement/check-procurement-rules';
import {
  awardAnnouncementDue,
  awardRequestDue,
  bondAndContractDue,
  documentCheckDue,
  requiredBondValidUntil,
  supervisorRequestDue,
} from '../../../../src/domain/procurement/procurement-deadlines';
import { PROCUREMENT_RULES } from '../../../../src/domain/procurement/procurement-rules';

describe('PROCUREMENT_RULES', () => {
  it('holds the constants of spec doc 2 §9', () => {
    expect(PROCUREMENT_RULES).toMatchObject({
      workGroup: { minMembers: 3, minProcurementProfessionals: 1 },
      presentationWeightMaxPercent: 20,
      priceWeightPercent: { min: 20, max: 50 },
      minBiddersFirstPublicTender: 3,
      maxNegotiationRounds: 3,
      lowPriceRatioPercent: 80,
      days: { supervisorRequestBeforeClose: 5, awardRequestBeforeAward: 3, awardAnnouncement: 30, documentCheck: 10, bondAndContract: 15 },
      bondValidityDays: { withoutFirstInspection: 90, withFirstInspection: 125 },
      bondPaymentMonthsWithBidBond: 1,
    });
    expect(Object.isFrozen(PROCUREMENT_RULES)).toBe(true);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addCalendarDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarDays('2026-02-30', 1)).toBeNull();
    expect(addCalendarDays('115/01/01', 1)).toBeNull();
  });

  it('adds months clamped to the month’s end', () => {
    expect(addCalendarMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addCalendarMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addCalendarMonths('2026-03-24', 1)).toBe('2026-04-24');
    expect(addCalendarMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('deadlines', () => {
  it('counts the supervision requests back only from the inspection amount up', () => {
    expect(supervisorRequestDue('2026-03-23', 'inspection')).toBe('2026-03-18');
    expect(supervisorRequestDue('2026-03-23', 'huge')).toBe('2026-03-18');
    expect(supervisorRequestDue('2026-03-23', 'announcement')).toBeNull();
    expect(awardRequestDue('2026-03-24', 'inspection')).toBe('2026-03-21');
    expect(awardRequestDue('2026-03-24', 'small')).toBeNull();
  });

  it('counts the limits after award forward', () => {
    expect(awardAnnouncementDue('2026-03-24')).toBe('2026-04-23');
    expect(documentCheckDue('2026-03-24')).toBe('2026-04-03');
    expect(bondAndContractDue('2026-03-24')).toBe('2026-04-08');
    expect(bondAndContractDue('2026-03-24', true)).toBe('2026-04-24');
  });

  it('requires bond validity 90 days past the term, 125 with a first inspection', () => {
    expect(requiredBondValidUntil('2027-01-14', false)).toBe('2027-04-14');
    expect(requiredBondValidUntil('2027-01-14', true)).toBe('2027-05-19');
  });
});

describe('rule checks', () => {
  it('needs 3 qualified bidders only at the first public tender', () => {
    expect(checkBidderCount(3, true)).toBeNull();
    expect(checkBidderCount(2, true)).toBe('第一次公開招標須有3家以上合格廠商投標方得開標（目前2家）');
    expect(checkBidderCount(1, false)).toBeNull();
  });

  it('limits negotiation to 3 rounds', () => {
    expect(checkNegotiationRounds(3)).toBeNull();
    expect(checkNegotiationRounds(4)).toBe('比減價以3次為限');
  });

  it('finds a price below 80% of the floor price', () => {
    expect(isLowPrice('7999999.99', '10000000')).toBe(true);
    expect(isLowPrice('8000000', '10000000')).toBe(false);
    expect(isLowPrice(1, 0)).toBe(false);
  });

  it('checks evaluation weights and the work group', () => {
    expect(checkEvaluationWeights(20, 50)).toBeNull();
    expect(checkEvaluationWeights(21, 30)).toBe('簡報項目配分不得逾20%');
    expect(checkEvaluationWeights(10, 19)).toBe('價格配分應介於20%至50%');
    expect(checkEvaluationWeights(null, 51)).toBe('價格配分應介於20%至50%');
    expect(checkEvaluationWeights(null, null)).toBeNull();
    expect(checkWorkGroup(3, 1)).toBeNull();
    expect(checkWorkGroup(2, 1)).toBe('工作小組成員至少3人');
    expect(checkWorkGroup(5, 0)).toBe('工作小組至少應有1人具採購專業人員資格');
  });
});
