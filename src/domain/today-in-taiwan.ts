/** Today's date in Taiwan (UTC+8, no daylight saving), whatever time zone the server or browser runs in. */

const TAIWAN_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Today as 'YYYY-MM-DD' in Asia/Taipei. */
export function todayInTaiwan(now: Date = new Date()): string {
  return new Date(now.getTime() + TAIWAN_OFFSET_MS).toISOString().slice(0, 10);
}
