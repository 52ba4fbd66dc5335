/**
 * The refusal of a save that started from an outdated version of a record (plans, projects, step data):
 * someone else saved in between, and overwriting their change silently would lose it.
 */
import { ConflictError } from './errors';

/** The user message of every stale-version refusal. */
export const STALE_VERSION_MESSAGE = '資料已被他人修改，請重新載入後再編輯';

/** The 409 for a save from `sent` when `current` is stored; `changed` lists what changed when known. */
export function staleVersionError(what: string, sent: number, current: number, changed: unknown[] = []): ConflictError {
  return new ConflictError(STALE_VERSION_MESSAGE, { log: `stale ${what}: sent version ${sent}, stored ${current}`, fields: { version: current, changed } });
}
