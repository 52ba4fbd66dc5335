/**
 * Saves a step's form data for a project with the same schema and ajv configuration as the browser.
 * Wrongly filled fields refuse the save (nothing stored); required fields left empty are allowed while the
 * step is in progress — they must be filled before the step can be marked done. A save names the data's version
 * it started from; a save over a newer version is refused with what changed (no lost updates), and every
 * change is kept in the step's history.
 */
import { and, eq } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import { toFormErrorSchema, toFormFieldErrors, type FormFieldError } from '../../../domain/steps/create-form-validator';
import { validateStepSubmission } from '../../../domain/steps/validate-step-submission';
import { decideStepAccess } from '../../../domain/steps/decide-step-access';
import { STEP_STATE } from '../../../domain/steps/step-status';
import { stepSubmissions } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertProjectAccess } from '../projects/assert-project-access';
import { assertStepPermission } from './assert-step-permission';
import { assertStepParty } from './assert-step-party';
import { explainStaleStepData } from './explain-stale-step-data';
import { explainStepBlock, titlesOf } from './explain-step-block';
import { findCurrentDefinitions } from './find-step-definitions';
import { findProjectStatuses } from './find-project-statuses';
import { lockStepSubmission, StaleStepDataError, writeStepSubmission } from './write-step-submission';
import { writeStepStatus } from './write-step-status';
import { assertRecordNotFrozen } from '../signoff/assert-record-not-frozen';

/** What Save_Step_Data sends. */
export interface SaveStepDataInput {
  stp_id: string;
  proj_id: number;
  audit_id?: number;
  data: Record<string, unknown>;
  /** The version of the data the caller loaded (0 when nothing was stored); a save from an older one gets 409. */
  version: number;
}

/** The stored result: the version captured and the required fields still empty. */
export interface SaveStepDataResult {
  definitionVersion: number;
  incomplete: FormFieldError[];
  state: number;
  /** The data's version after this save, to send with the next one. */
  version: number;
}

/** Validates, checks rules and permissions, stores in one transaction; a first save starts the step. */
export async function saveStepData(ctx: ServerContext, caller: Caller, input: SaveStepDataInput): Promise<SaveStepDataResult> {
  const definitions = await findCurrentDefinitions(ctx.db);
  const definition = definitions.find((d) => d.id === input.stp_id);
  if (!definition) throw new InputError(`查無步驟 ${input.stp_id}`);
  if (!definition.form) throw new InputError(`步驟 ${definition.id} 沒有表單`);
  assertStepPermission(definition, caller.codes, 'edit');
  // The step's parties and seals (issue 13): a firm never saves or moves the agency's steps.
  const party = await assertStepParty(ctx, caller, definition, input.proj_id, 'edit');

  const statuses = (await findProjectStatuses(ctx.db, [input.proj_id], definitions.map((d) => d.id))).get(input.proj_id)!;
  const access = decideStepAccess(definition.rules, statuses, { stepId: definition.id });
  if (!access.canEdit) throw explainStepBlock(access, titlesOf(definitions), '儲存');

  const errors = validateStepSubmission(definition, input.data);
  const wrong = errors.filter((e) => e.keyword !== 'required');
  if (wrong.length > 0) {
    throw new InputError('表單內容有誤，請修正標示的欄位', { fields: { errorSchema: toFormErrorSchema(wrong) } });
  }
  const incomplete = toFormFieldErrors(errors.filter((e) => e.keyword === 'required'));
  const auditId = input.audit_id ?? 0;
  const current = statuses.get(definition.id) ?? STEP_STATE.notDone;
  // A signed step whose content changes is no longer what was signed: back in progress until a new case.
  const resigned = definition.signOff && auditId === 0 && current === STEP_STATE.done;
  const state = current === STEP_STATE.notDone || resigned ? STEP_STATE.inProgress : current;

  const key = { projId: input.proj_id, stpId: definition.id, auditId };
  const version = await ctx.db.transaction(async (tx) => {
    // Checked under the submission row's lock: a case submitted meanwhile has frozen the data or waits for this save.
    await lockStepSubmission(tx, key);
    await assertRecordNotFrozen(tx, { projId: key.projId, stpId: key.stpId, recordId: key.auditId }, '儲存');
    // A stale version throws here, so nothing is written (the status neither); it is explained after the rollback.
    const written = await writeStepSubmission(tx, { ...key, data: input.data, definitionVersion: definition.version, sentVersion: input.version, memberId: caller.id });
    if (state !== current) await writeStepStatus(tx, { projId: input.proj_id, stpId: definition.id, from: current, to: state, by: caller.id });
    return written;
  }).catch(async (error: unknown) => {
    if (error instanceof StaleStepDataError) throw await explainStaleStepData(ctx.db, key, input.version, input.data, party.hiddenFields);
    throw error;
  });
  return { definitionVersion: definition.version, incomplete, state, version };
}

/** A step's stored data for a project (empty when never saved) with the version it was captured under. */
export async function findStepData(
  ctx: ServerContext,
  caller: Caller,
  input: { stp_id: string; proj_id: number; audit_id?: number },
): Promise<{ data: Record<string, unknown>; definitionVersion: number | null; updatedAt: string | null; version: number }> {
  await assertProjectAccess(ctx, caller, input.proj_id, 'view');
  const [row] = await ctx.db
    .select()
    .from(stepSubmissions)
    .where(and(eq(stepSubmissions.projId, input.proj_id), eq(stepSubmissions.stpId, input.stp_id), eq(stepSubmissions.auditId, input.audit_id ?? 0)));
  // version 0 means nothing stored yet: the version a first save sends.
  return { data: row?.data ?? {}, definitionVersion: row?.definitionVersion ?? null, updatedAt: row?.updatedAt.toISOString() ?? null, version: row?.version ?? 0 };
}
