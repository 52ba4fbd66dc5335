/** Calendar arithmetic on 'YYYY-MM-DD' dates, in UTC so no time zone shifts a day. */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function toUtc(date: string): Date | null {
  const m = ISO_DATE.exec(date);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // Reject 2026-02-30 and the like, which Date would roll into March.
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1 ? d : null;
}

function toIso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** The date `days` calendar days after `date` (negative for before); null for an unusable date. */
export function addCalendarDays(date: string, days: number): string | null {
  const d = toUtc(date);
  if (!d) return null;
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** The date `months` months after `date`, clamped to the month's last day (01-31 + 1 month → 02-28); null when unusable. */
export function addCalendarMonths(date: string, months: number): string | null {
  const d = toUtc(date);
  if (!d) return null;
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return toIso(target);
}
