/** Timestamps of versions and publications as Taiwan's clock reads them, in the ROC calendar. */
import { formatRocDateTime } from '../../../domain/roc-date';

const TAIPEI = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Taipei',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** '2026-11-21T06:05:00.000Z' → '115/11/21 14:05:00'; '' for an unreadable value. */
export function formatTaipeiTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(TAIPEI.formatToParts(date).map((p) => [p.type, p.value]));
  return formatRocDateTime(`${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`);
}
