/**
 * Explains a refusal of the rule function (a 409 from Save_Step_Data or Change_status, or what the page
 * itself decided) with the 提醒您 dialog: the steps standing in the way, each linked to its page.
 */
import type { DialogLink, ReminderResult } from '../../shared/dialogs';
import { showReminder } from '../../shared/dialogs';
import type { StepBlock, StepCatalogueEntry } from './step-api';
import { stepPagePath } from './step-sections';

/** Links to the given steps' pages for a project (plain text for steps the user cannot open). */
export function stepLinks(ids: readonly string[], catalogue: readonly StepCatalogueEntry[] | undefined, projId: number | null, titles: Record<string, string> = {}): DialogLink[] {
  return ids.map((id) => {
    const entry = catalogue?.find((e) => e.id === id);
    const title = entry?.title ?? titles[id] ?? '';
    return { label: `${id} ${title}`.trim(), to: entry ? stepPagePath(entry, projId) : undefined };
  });
}

/** Shows the preq reminder, or for a lock the same list under the lock's explanation. */
export function showStepBlock(block: StepBlock, catalogue: readonly StepCatalogueEntry[] | undefined, projId: number | null): Promise<ReminderResult> {
  const titles = Object.fromEntries(block.steps.map((s) => [s.id, s.title]));
  const steps = stepLinks(block.steps.map((s) => s.id), catalogue, projId, titles);
  if (block.type === 'preq') return showReminder({ type: 'preq', steps });
  // The lock reminder asks whether to go on; a refused change has nothing to go on with, so it is listed like preq.
  return showReminder({ type: 'preq', steps, message: '後續步驟已開始辦理，本步驟已鎖定，無法再編輯或變更狀態：' });
}
