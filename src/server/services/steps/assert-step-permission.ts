/** Checks a caller's permission codes against a step definition's view or edit codes. */
import { canEnterRoute } from '../../../domain/access/route-table';
import { ForbiddenError } from '../../../domain/errors';
import type { StepDefinition } from '../../../domain/steps/step-definition';

/** Throws ForbiddenError unless the caller holds one of the step's codes for `mode` (0 = everyone). */
export function assertStepPermission(definition: StepDefinition, codes: number[], mode: 'view' | 'edit'): void {
  const needed = definition.permissions[mode];
  if (!canEnterRoute(codes, needed)) {
    throw new ForbiddenError(mode === 'view' ? `您沒有檢視「${definition.id} ${definition.title}」的權限` : `您沒有編輯「${definition.id} ${definition.title}」的權限`, {
      log: `codes [${codes}] lack ${mode} codes [${needed}] of ${definition.id}`,
    });
  }
}
