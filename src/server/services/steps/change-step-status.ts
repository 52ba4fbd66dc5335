/**
 * BFB/Change_status: sets a step's status for a project after the rule function allows it. Marking a step
 * done also needs its form complete and valid under the current definition, and a file in every required
 * upload category.
 */
import { and, eq } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import { decideStepAccess } from '../../../domain/steps/decide-step-access';
import { toFormErrorSchema } from '../../../domain/steps/create-form-validator';
import { validateStepSubmission } from '../../../domain/steps/validate-step-submission';
import { parseCheckResult, STEP_STATE, type StepState } from '../../../domain/steps/step-status';
import { projectStepStatuses, stepStatusChanges, stepSubmissions } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findRequiredUploadsMissing } from '../files/count-required-uploads-missing';
import { assertStepPermission } from './assert-step-permission';
import { assertStepParty } from './assert-step-party';
import { explainStepBlock, titlesOf } from './explain-step-block';
import { findCurrentDefinitions } from './find-step-definitions';
import { findProjectStatuses } from './find-project-statuses';

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

  if (target === STEP_STATE.done && definition.form) {
    const [submission] = await ctx.db
      .select({ data: stepSubmissions.data })
      .from(stepSubmissions)
      .where(and(eq(stepSubmissions.projId, input.proj_id), eq(stepSubmissions.stpId, input.stp_id), eq(stepSubmissions.auditId, 0)));
    const errors = validateStepSubmission(definition, submission?.data ?? {});
    if (errors.length > 0) {
      throw new InputError('表單尚有必填或錯誤欄位，無法標示為已完成', { fields: { errorSchema: toFormErrorSchema(errors) } });
    }
  }

  if (target === STEP_STATE.done) {
    const missing = await findRequiredUploadsMissing(ctx, input.proj_id, input.stp_id, definition);
    if (missing.length > 0) {
      throw new InputError(`尚未上傳：${missing.map((c) => c.label).join('、')}，無法標示為已完成`, { fields: { uploads: missing.map((c) => c.key) } });
    }
  }

  const from = statuses.get(input.stp_id) ?? 0;
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(projectStepStatuses)
      .values({ projId: input.proj_id, stpId: input.stp_id, state: target, updatedBy: caller.id })
      .onConflictDoUpdate({ target: [projectStepStatuses.projId, projectStepStatuses.stpId], set: { state: target, updatedBy: caller.id, updatedAt: new Date() } });
    await tx.insert(stepStatusChanges).values({ projId: input.proj_id, stpId: input.stp_id, fromState: from, toState: target, changedBy: caller.id, detail: input.detail_data ?? [] });
  });
  return { stp_id: input.stp_id, state: target };
}
