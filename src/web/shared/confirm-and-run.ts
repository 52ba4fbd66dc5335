/** The confirm-then-call of a delete or undo button: ask, call, and say it is done. */
import { confirmDialog } from './dialogs';
import { toast } from './toast';

/**
 * Asks `question` with `okText` on the confirm button, then runs `action` and shows `done`. Answers true
 * when it ran; false when the user declined or the call was refused (the API client has shown the reason).
 */
export async function confirmAndRun(question: string, okText: string, action: () => Promise<unknown>, done: string): Promise<boolean> {
  if (!(await confirmDialog(question, { okText }))) return false;
  try {
    await action();
  } catch {
    return false;
  }
  toast.success(done);
  return true;
}
