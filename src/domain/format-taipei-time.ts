/** Shows a stored timestamp as Taiwan's clock reads it, in the ROC calendar, whatever the browser's time zone. */
import { formatRocDateTime } from './roc-date';

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
  const part = (type: Intl.DateTimeFormatPartTypes) => TAIPEI.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return formatRocDateTime(`${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`);
}
