/**
 * CMB/Get_Const_File: a project's files across the steps named by serviceType[] (phases such as B2 or step
 * ids such as A2.8), narrowed by stage_id (a phase), stp_id or audit_id, limited to steps the caller may view
 * by code and by party, without the categories sealed from the caller (the zip uses the same selection).
 */
import { eq, inArray } from 'drizzle-orm';
import { canEnterRoute } from '../../../domain/access/route-table';
import { serviceTypeCovers } from '../../../domain/files/zip-entry-names';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { decideStepParties } from '../../../domain/steps/decide-step-parties';
import { stepFiles } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findProjectEvents, findProjectParties } from '../steps/assert-step-party';
import { findCurrentDefinitions } from '../steps/find-step-definitions';
import { toFileRecord, type FileRecord } from './file-record';
import { selectLiveFiles, type LiveFileRow } from './select-live-files';

/** The filter of a construction-file search. */
export interface ConstFileFilter {
  projId: number;
  serviceTypes: string[];
  stageId?: string;
  stpId?: string;
  auditId?: number;
}

/** A file with its step and category names. */
export interface ConstFileRecord extends FileRecord {
  step_title: string;
  phase: string;
  category_label: string;
}

/** The steps the filter covers among those the caller may view. */
export function coveredSteps(definitions: StepDefinition[], caller: Caller, filter: ConstFileFilter): StepDefinition[] {
  return definitions.filter(
    (d) =>
      canEnterRoute(caller.codes, d.permissions.view) &&
      filter.serviceTypes.some((t) => serviceTypeCovers(t, d)) &&
      (!filter.stageId || d.phase === filter.stageId) &&
      (!filter.stpId || d.id === filter.stpId),
  );
}

/** A file of the search with its step and its category's name. */
export interface ConstFileRow extends LiveFileRow {
  step: StepDefinition;
  categoryLabel: string;
}

/** Rows of the project's live files in the covered steps, in step order then upload order. */
export async function selectConstFiles(ctx: ServerContext, caller: Caller, filter: ConstFileFilter): Promise<ConstFileRow[]> {
  const { parties } = await findProjectParties(ctx, caller, filter.projId, 'view');
  const events = await findProjectEvents(ctx, filter.projId);
  // Only the steps the caller's party may view, and none of the categories sealed from it.
  const hidden = new Map<string, string[]>();
  const steps = coveredSteps(await findCurrentDefinitions(ctx.db), caller, filter).filter((step) => {
    const access = decideStepParties(step, parties, events);
    hidden.set(step.id, access.hiddenUploads);
    return access.canView;
  });
  if (steps.length === 0) return [];
  const rows = await selectLiveFiles(ctx, [
    eq(stepFiles.projId, filter.projId),
    inArray(stepFiles.stpId, steps.map((s) => s.id)),
    filter.auditId === undefined ? undefined : eq(stepFiles.auditId, filter.auditId),
  ]);
  const order = new Map(steps.map((s, i) => [s.id, i]));
  return rows
    .filter((row) => !hidden.get(row.file.stpId)?.includes(row.file.category))
    .map((row) => {
      const step = steps[order.get(row.file.stpId)!]!;
      return { ...row, step, categoryLabel: step.uploads.find((c) => c.key === row.file.category)?.label ?? row.file.category };
    })
    .sort((a, b) => order.get(a.step.id)! - order.get(b.step.id)!);
}

/** The files as records with step and category names. */
export async function findConstFiles(ctx: ServerContext, caller: Caller, filter: ConstFileFilter): Promise<ConstFileRecord[]> {
  const rows = await selectConstFiles(ctx, caller, filter);
  return rows.map(({ file, uploader, step, categoryLabel }) => ({ ...toFileRecord(file, uploader), step_title: step.title, phase: step.phase, category_label: categoryLabel }));
}
