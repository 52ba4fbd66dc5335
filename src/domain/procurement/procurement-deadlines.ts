/**
 * The day limits of spec doc 2 §9 as functions of the event dates, all on 'YYYY-MM-DD' text. Each answers
 * null when its date is unusable or the limit does not apply (the supervision requests apply only from the
 * inspection amount up).
 */
import { addCalendarDays, addCalendarMonths } from './add-calendar-days';
import type { ProcurementClass } from './classify-procurement';
import { PROCUREMENT_RULES } from './procurement-rules';

const { days } = PROCUREMENT_RULES;

function needsSupervision(cls: ProcurementClass): boolean {
  return cls === 'huge' || cls === 'inspection';
}

/** Latest day to ask the superior agency to supervise the opening: 5 days before the close (查核金額以上). */
export function supervisorRequestDue(closeDate: string, cls: ProcurementClass): string | null {
  return needsSupervision(cls) ? addCalendarDays(closeDate, -days.supervisorRequestBeforeClose) : null;
}

/** Latest day to ask for award supervision: 3 days before the award date (查核金額以上). */
export function awardRequestDue(awardDate: string, cls: ProcurementClass): string | null {
  return needsSupervision(cls) ? addCalendarDays(awardDate, -days.awardRequestBeforeAward) : null;
}

/** Last day for the award announcement and price data: 30 days after award. */
export function awardAnnouncementDue(awardDate: string): string | null {
  return addCalendarDays(awardDate, days.awardAnnouncement);
}

/** Last day of the document check: 10 days after award. */
export function documentCheckDue(awardDate: string): string | null {
  return addCalendarDays(awardDate, days.documentCheck);
}

/** Last day for the performance bond and contract: 15 days after award, or 1 month when the bid bond is held. */
export function bondAndContractDue(awardDate: string, bidBondHeld = false): string | null {
  return bidBondHeld
    ? addCalendarMonths(awardDate, PROCUREMENT_RULES.bondPaymentMonthsWithBidBond)
    : addCalendarDays(awardDate, days.bondAndContract);
}

/** Earliest acceptable validity end of the performance bond: term end + 90 days, or + 125 with a first inspection. */
export function requiredBondValidUntil(termEnd: string, hasFirstInspection: boolean): string | null {
  const v = PROCUREMENT_RULES.bondValidityDays;
  return addCalendarDays(termEnd, hasFirstInspection ? v.withFirstInspection : v.withoutFirstInspection);
}
