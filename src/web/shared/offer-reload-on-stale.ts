/**
 * A save refused because someone else saved the record first (409 with `errors.version`): says so and
 * offers 重新載入, so nobody's change is overwritten silently. For dialogs and pages that edit one record.
 */
import { ApiError } from '../api/client';
import { confirmDialog } from './dialogs';

/** Whether a failure is the stale-version refusal. */
export function isStaleVersion(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && typeof (error.errors as { version?: unknown } | undefined)?.version === 'number';
}

/**
 * When `error` is the stale-version refusal, asks whether to reload (calling `reload` on yes) and answers
 * true; answers false for any other failure, which the caller handles as before.
 */
export async function offerReloadOnStale(error: unknown, reload: () => void | Promise<unknown>): Promise<boolean> {
  if (!isStaleVersion(error)) return false;
  const yes = await confirmDialog('您開啟後，此筆資料已被他人修改並儲存。請重新載入最新內容後再編輯（您尚未儲存的修改將不會保留）。', {
    title: '資料已被他人修改',
    okText: '重新載入',
    cancelText: '關閉',
  });
  if (yes) await reload();
  return true;
}
