/**
 * BFB/Change_status: sets a step's status for a project after the rule function allows it. Marking a step
 * done also needs its form complete and valid under the current definition, and a file in every required
 * upload category; a step with a sign-off is done only by its signatures, and an open case freezes it.
 */
import { ConflictError, InputError } from '../../../domain/errors';
import { decideStepAccess } from '../../../domain/steps/decide-step-access';
import { describeParties } from '../../../domain/steps/decide-step-parties';
import { parseCheckResult, STEP_STATE, type StepState } from '../../../domain/steps/step-status';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertRecordNotFrozen } from '../signoff/assert-record-not-frozen';
import { assertStepComplete } from './assert-step-complete';
import { assertStepPermission } from './assert-step-permission';
import { assertStepParty } from './assert-step-party';
import { explainStepBlock, titlesOf } from './explain-step-block';
import { findCurrentDefinitions } from './find-step-definitions';
import { findProjectStatuses } from './find-project-statuses';
import { writeStepStatus } from './write-step-status';

/** What Change_status sends. */
export interface ChangeStepStatusInput {
  stp_id: string;
  proj_id: number;
  checkResult: string;
  detail_data?: unknown[];
}

/** Changes the status; answers the new state. */
export async function changeStepStatus(ctx: ServerContext, caller: Caller, input: ChangeStepStatusInput): Promise<{ stp_id: string; state: StepState }> {
  const target = parseCheckResult(input.checkResult);
  const definitions = await findCurrentDefinitions(ctx.db);
  const definition = definitions.find((d) => d.id === input.stp_id);
  if (!definition) throw new InputError(`查無步驟 ${input.stp_id}`);
  assertStepPermission(definition, caller.codes, 'edit');
  // The step's parties and seals (issue 13): a firm never saves or moves the agency's steps.
  await assertStepParty(ctx, caller, definition, input.proj_id, 'edit');

  const statuses = (await findProjectStatuses(ctx.db, [input.proj_id], definitions.map((d) => d.id))).get(input.proj_id)!;
  const access = decideStepAccess(definition.rules, statuses, { stepId: definition.id, targetState: target });
  if (!access.canChangeStatus) throw explainStepBlock(access, titlesOf(definitions), '變更辦理狀態');

  // While a case is open the step's content and status belong to the signers; approval marks it done.
  await assertRecordNotFrozen(ctx.db, { projId: input.proj_id, stpId: input.stp_id, recordId: 0 }, '變更辦理狀態');
  if (target === STEP_STATE.done && definition.signOff) {
    throw new ConflictError(`本步驟須經${describeParties(definition.signOff.parties)}以自然人憑證簽核，全部簽章後即為已完成；請按「送出簽核」`);
  }
  if (target === STEP_STATE.done) await assertStepComplete(ctx, definition, input.proj_id, '標示為已完成');

  const from = statuses.get(input.stp_id) ?? 0;
  await ctx.db.transaction((tx) => writeStepStatus(tx, { projId: input.proj_id, stpId: input.stp_id, from, to: target, by: caller.id, detail: input.detail_data }));
  return { stp_id: input.stp_id, state: target };
}
