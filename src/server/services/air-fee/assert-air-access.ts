/**
 * Who may read or change a step's air-pollution fee: exactly the step data's rule — the step must exist, the
 * caller must hold its view or edit codes (assertStepPermission), play one of its parties on the project
 * (assertStepParty, which checks project access too), and for changes the step may be neither locked by a
 * later step nor waiting for its prerequisites.
 */
import { InputError } from '../../../domain/errors';
import { decideStepAccess } from '../../../domain/steps/decide-step-access';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import type { ProjectAccessMode } from '../../../domain/projects/decide-project-access';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertStepParty } from '../steps/assert-step-party';
import { assertStepPermission } from '../steps/assert-step-permission';
import { explainStepBlock, titlesOf } from '../steps/explain-step-block';
import { findCurrentDefinitions } from '../steps/find-step-definitions';
import { findProjectStatuses } from '../steps/find-project-statuses';

/** Which declaration a call is about: a project's step in one sign-off case. */
export interface AirKey {
  stpId: string;
  projId: number;
  auditId: number;
}

/** Checks the caller may `mode` the step's fee on the project; answers the step's definition. */
export async function assertAirAccess(ctx: ServerContext, caller: Caller, key: AirKey, mode: ProjectAccessMode): Promise<StepDefinition> {
  const definitions = await findCurrentDefinitions(ctx.db);
  const definition = definitions.find((d) => d.id === key.stpId);
  if (!definition) throw new InputError(`查無步驟 ${key.stpId}`);
  // The definition decides which steps carry the fee (panels), as the step page shows the panel from it.
  if (!definition.panels?.includes('airPollutionFee')) throw new InputError(`「${definition.id} ${definition.title}」沒有空氣污染防制費申報`);
  assertStepPermission(definition, caller.codes, mode);
  await assertStepParty(ctx, caller, definition, key.projId, mode);
  if (mode === 'edit') {
    const statuses = (await findProjectStatuses(ctx.db, [key.projId], definitions.map((d) => d.id))).get(key.projId)!;
    const access = decideStepAccess(definition.rules, statuses, { stepId: definition.id });
    if (!access.canEdit) throw explainStepBlock(access, titlesOf(definitions), '儲存');
  }
  return definition;
}
