/**
 * BFC/Add_CHK_AUDIT (送出簽核): starts a sign-off case for a step record. The record must be complete (as for
 * 已完成); its content at that moment is frozen into the case with its hash, the stages are planned from the
 * definition, the first stage becomes pending, and the step moves to 辦理中 if it was not started.
 */
import { and, eq } from 'drizzle-orm';
import { ConflictError, NotFoundError } from '../../../domain/errors';
import { planSignOffStages } from '../../../domain/signoff/plan-sign-off-stages';
import { decideStepAccess } from '../../../domain/steps/decide-step-access';
import { STEP_STATE } from '../../../domain/steps/step-status';
import { auditActions, auditCases, auditProcesses, stepSubmissions } from '../../db/schema';
import type { SignOffCaseView } from '../../../domain/signoff/sign-off-views';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertStepComplete } from '../steps/assert-step-complete';
import { assertStepParty } from '../steps/assert-step-party';
import { assertStepPermission } from '../steps/assert-step-permission';
import { explainStepBlock, titlesOf } from '../steps/explain-step-block';
import { findProjectStatuses } from '../steps/find-project-statuses';
import { writeStepStatus } from '../steps/write-step-status';
import { assertRecordNotFrozen } from './assert-record-not-frozen';
import { describeSignOffCases } from './describe-sign-off-cases';
import { findSignOffStep } from './find-sign-off-step';
import { readSignedContent } from './read-signed-content';

/** What Add_CHK_AUDIT sends. */
export interface SubmitSignOffInput {
  stp_id: string;
  proj_id: number;
  /** The record of the step (0, the default: the step's own form). */
  record_id?: number;
  group_name?: string;
  detail_data?: unknown[];
}

/** Whether a record (a stored submission other than the step's own form) exists. */
async function recordExists(ctx: ServerContext, key: { projId: number; stpId: string; recordId: number }): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: stepSubmissions.id })
    .from(stepSubmissions)
    .where(and(eq(stepSubmissions.projId, key.projId), eq(stepSubmissions.stpId, key.stpId), eq(stepSubmissions.auditId, key.recordId)));
  return Boolean(row);
}

/** Starts the case; answers it. */
export async function submitSignOffCase(ctx: ServerContext, caller: Caller, input: SubmitSignOffInput): Promise<SignOffCaseView> {
  const { definition, definitions } = await findSignOffStep(ctx, input.stp_id);
  assertStepPermission(definition, caller.codes, 'edit');
  await assertStepParty(ctx, caller, definition, input.proj_id, 'edit');
  const statuses = (await findProjectStatuses(ctx.db, [input.proj_id], definitions.map((d) => d.id))).get(input.proj_id)!;
  const access = decideStepAccess(definition.rules, statuses, { stepId: definition.id });
  if (!access.canEdit) throw explainStepBlock(access, titlesOf(definitions), '送出簽核');
  const recordId = input.record_id ?? 0;
  if (recordId !== 0 && !(await recordExists(ctx, { projId: input.proj_id, stpId: definition.id, recordId }))) {
    throw new NotFoundError('查無此紀錄', { log: `no record ${recordId} of ${definition.id} on project ${input.proj_id}` });
  }
  await assertStepComplete(ctx, definition, input.proj_id, '送出簽核', recordId);

  const stages = planSignOffStages(definition.signOff);
  const key = { projId: input.proj_id, stpId: definition.id, recordId };
  const row = await ctx.db.transaction(async (tx) => {
    // The submission row's lock keeps a save from landing between the read and the freeze.
    const { content, hash } = await readSignedContent(tx, key, true);
    await assertRecordNotFrozen(tx, key, '再次送出簽核');
    const [created] = await tx
      .insert(auditCases)
      .values({
        ...key,
        definitionVersion: definition.version,
        mode: definition.signOff.mode,
        stages,
        returnTo: definition.signOff.returnTo ?? 'start',
        content,
        contentHash: hash,
        dataVersion: content.data_version,
        groupName: input.group_name ?? '',
        detailData: input.detail_data ?? [],
        submittedBy: caller.id,
      })
      .onConflictDoNothing()
      .returning();
    // Two submissions at once: the unique open-case index lets one through.
    if (!created) throw new ConflictError('此紀錄已有簽核中的案件');
    const now = new Date();
    await tx.insert(auditProcesses).values(
      stages.map((stage) => ({ caseId: created.id, stage: stage.index, party: stage.party, state: stage.index === 0 ? 'pending' : 'waiting', pendingSince: stage.index === 0 ? now : null })),
    );
    await tx.insert(auditActions).values({ caseId: created.id, stage: null, action: 'submit', memberId: caller.id });
    const current = statuses.get(definition.id) ?? STEP_STATE.notDone;
    if (recordId === 0 && current === STEP_STATE.notDone) await writeStepStatus(tx, { projId: input.proj_id, stpId: definition.id, from: current, to: STEP_STATE.inProgress, by: caller.id });
    return created;
  });
  return (await describeSignOffCases(ctx.db, [row]))[0]!;
}
