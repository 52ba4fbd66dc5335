/**
 * BFB/Get_all_proj?page: the projects of the step lists (A3, A4 … lists) the caller may see, by project,
 * date range, merged tender, unit and number; with a step id (A3.1) each row carries that step's state and
 * `status` filters on it.
 */
import { and, asc, count, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE, PAGE_SIZE, pageWindow, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { DATE_RANGE_MESSAGE, isValidDateRange } from '../../../domain/check-date';
import { InputError } from '../../../domain/errors';
import { isCheckResult, parseCheckResult, type StepState } from '../../../domain/steps/step-status';
import { mergedTenderProjects, projects, projectStepStatuses } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { containsPattern } from '../admin/escape-like';
import { accessibleProjectsCondition } from './assert-project-access';
import { findSubtreeDepartmentIds } from './find-department-tree';
import { findProjectStages } from './find-project-stages';
import { toProjectRecord } from './project-record';
import { selectProjects } from './select-projects';

/** The filter of Get_all_proj. */
export interface StepProjectFilter {
  step?: string;
  proj_id?: number;
  sdate?: string;
  edate?: string;
  status?: string | number;
  marge_id?: number;
  dep_id?: number;
  proj_number?: string;
  page?: number;
  page_size?: number;
}

/** One row of a step list. */
export interface StepProjectRow {
  proj_id: number;
  proj_number: string;
  proj_name: string;
  depname: string;
  proj_date: string;
  proj_total: string;
  procurement_label: string;
  merge_id: number | null;
  merge_num: string | null;
  stage: string;
  stage_label: string;
  /** The state of the asked step (0 when nothing is stored), when a step id was given. */
  step_state?: StepState;
}

const STEP_ID = /^[A-Z]\d+(\.\d+)+$/;

function readState(status: string | number): StepState {
  if (typeof status === 'number' && [0, 1, 2, 3].includes(status)) return status as StepState;
  if (typeof status === 'string' && /^[0-3]$/.test(status)) return Number(status) as StepState;
  if (isCheckResult(status)) return parseCheckResult(status);
  throw new InputError('錯誤的辦理結果狀態');
}

/** One page of step-list projects. */
export async function listStepProjects(ctx: ServerContext, caller: Caller, f: StepProjectFilter): Promise<PageOf<StepProjectRow>> {
  if (!isValidDateRange(f.sdate, f.edate)) throw new InputError(DATE_RANGE_MESSAGE);
  const stepId = f.step && STEP_ID.test(f.step) ? f.step : null;
  const wanted = f.status !== undefined && f.status !== '' ? readState(f.status) : null;
  if (wanted !== null && !stepId) throw new InputError("篩選辦理狀態時'step'須為步驟代碼（如 A3.1）");
  const units = f.dep_id ? await findSubtreeDepartmentIds(ctx.db, f.dep_id) : null;
  const where: SQL | undefined = and(
    await accessibleProjectsCondition(ctx, caller, 'view'),
    f.proj_id ? eq(projects.id, f.proj_id) : undefined,
    f.sdate ? gte(projects.projDate, f.sdate) : undefined,
    f.edate ? lte(projects.projDate, f.edate) : undefined,
    f.marge_id ? inArray(projects.id, ctx.db.select({ id: mergedTenderProjects.projId }).from(mergedTenderProjects).where(eq(mergedTenderProjects.mergeId, f.marge_id))) : undefined,
    units ? inArray(projects.depId, units) : undefined,
    f.proj_number?.trim() ? ilike(projects.projNumber, containsPattern(f.proj_number.trim())) : undefined,
  );
  let ids: number[] | null = null;
  if (stepId && wanted !== null) {
    const all = await ctx.db.select({ id: projects.id }).from(projects).where(where);
    const states = await ctx.db
      .select({ projId: projectStepStatuses.projId, state: projectStepStatuses.state })
      .from(projectStepStatuses)
      .where(and(eq(projectStepStatuses.stpId, stepId), all.length ? inArray(projectStepStatuses.projId, all.map((a) => a.id)) : undefined));
    const stored = new Map(states.map((s) => [s.projId, s.state]));
    ids = all.map((a) => a.id).filter((id) => (stored.get(id) ?? 0) === wanted);
  }
  const finalWhere = ids === null ? where : and(where, ids.length ? inArray(projects.id, ids) : eq(projects.id, -1));
  const page = f.page ?? DEFAULT_PAGE;
  const size = Math.min(Math.max(1, f.page_size ?? PAGE_SIZE), 100);
  const [total] = await ctx.db.select({ n: count() }).from(projects).where(finalWhere);
  const { offset, limit } = pageWindow(page, size);
  const rows = await selectProjects(ctx, finalWhere).orderBy(asc(projects.projNumber)).offset(offset).limit(limit);
  const stages = await findProjectStages(ctx, rows.map((r) => r.p.id));
  let stepStates = new Map<number, StepState>();
  if (stepId && rows.length) {
    const states = await ctx.db
      .select({ projId: projectStepStatuses.projId, state: projectStepStatuses.state })
      .from(projectStepStatuses)
      .where(and(eq(projectStepStatuses.stpId, stepId), inArray(projectStepStatuses.projId, rows.map((r) => r.p.id))));
    stepStates = new Map(states.map((s) => [s.projId, s.state as StepState]));
  }
  const list = rows.map((r) => {
    const rec = toProjectRecord(r, stages.get(r.p.id));
    return {
      proj_id: rec.proj_id,
      proj_number: rec.proj_number,
      proj_name: rec.proj_name,
      depname: rec.depname,
      proj_date: rec.proj_date,
      proj_total: rec.proj_total,
      procurement_label: rec.procurement?.label ?? '',
      merge_id: rec.merge?.merge_id ?? null,
      merge_num: rec.merge?.merge_num ?? null,
      stage: rec.stage ?? 'design',
      stage_label: rec.stage_label ?? '',
      ...(stepId ? { step_state: stepStates.get(r.p.id) ?? 0 } : {}),
    };
  });
  return toPage(list, total?.n ?? 0, page, size);
}
