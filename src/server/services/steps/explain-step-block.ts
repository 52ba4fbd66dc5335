/** Turns the rule function's refusal into the user's message and the data the 提醒您 dialog shows. */
import { ConflictError } from '../../../domain/errors';
import type { StepAccess } from '../../../domain/steps/decide-step-access';
import type { StepDefinition } from '../../../domain/steps/step-definition';

/** A ConflictError naming the blocking steps, with `{ type: 'preq' | 'lock', steps: [{ id, title }] }` as fields. */
export function explainStepBlock(access: StepAccess, titles: Map<string, string>, action: string): ConflictError {
  const name = (id: string) => `${id} ${titles.get(id) ?? ''}`.trim();
  if (access.locked) {
    return new ConflictError(`此步驟已因後續步驟（${access.lockedBy.map(name).join('、')}）開始辦理而鎖定，無法${action}`, {
      fields: { type: 'lock', steps: access.lockedBy.map((id) => ({ id, title: titles.get(id) ?? '' })) },
    });
  }
  return new ConflictError(`請先完成以下步驟：${access.unmet.map(name).join('、')}`, {
    fields: { type: 'preq', steps: access.unmet.map((id) => ({ id, title: titles.get(id) ?? '' })) },
  });
}

/** Step id → title over a list of definitions. */
export function titlesOf(definitions: StepDefinition[]): Map<string, string> {
  return new Map(definitions.map((d) => [d.id, d.title]));
}
