/** The server-side guard built on decideStepAccess: refuses a change with a ConflictError naming the blocking steps. */
import { ConflictError } from '../errors';
import { decideStepAccess, type StepStatusLookup } from './decide-step-access';
import type { StepDefinition } from './step-definition';
import type { StepState } from './step-status';

/** Throws a ConflictError when the step may not be edited (or set to targetState); returns quietly otherwise. */
export function assertStepEditable(
  definition: Pick<StepDefinition, 'id' | 'rules'>,
  statuses: StepStatusLookup,
  targetState?: StepState,
): void {
  const access = decideStepAccess(definition.rules, statuses, { stepId: definition.id, targetState });
  const allowed = targetState === undefined ? access.canEdit : access.canChangeStatus;
  if (allowed) return;
  const fields = { unmet: access.unmet, lockedBy: access.lockedBy };
  if (access.locked) {
    throw new ConflictError(`本步驟已被後續步驟鎖定，無法再編輯：${access.lockedBy.join('、')}`, {
      log: `step ${definition.id} locked by ${access.lockedBy.join(',')}`,
      fields,
    });
  }
  throw new ConflictError(`請先完成前置步驟：${access.unmet.join('、')}`, {
    log: `step ${definition.id} prerequisites unmet: ${access.unmet.join(',')}`,
    fields,
  });
}
