/**
 * The user's projects for the step lists, ten per page and searchable by name or number, with every step
 * status of each: BGC/Search_PROJECT?page for the page, then BFB/GET_STAGE_STATUS for its statuses. Users
 * without the project-list codes (contractors, supervisors) get their projects from GET_STAGE_STATUS and
 * the names from BGC/Search_PROJECT_Detail, as do all users while the BGC service is not deployed.
 */
import { PAGE_SIZE } from '../../../domain/admin/list-defaults';
import { parseCheckResult, type CheckResult, type StepState } from '../../../domain/steps/step-status';
import { api, ApiError } from '../../api/client';

/** A project as the step lists show it. */
export interface StepProject {
  proj_id: number;
  proj_name: string;
  proj_number: string;
}

/** One page of projects with their statuses (project id → step id → state). */
export interface StepProjectPage {
  list: StepProject[];
  total: number;
  page: number;
  totalPages: number;
  statuses: Record<number, Record<string, StepState>>;
}

interface SearchProjectPage {
  list: { proj_id: number; proj_name: string; proj_number: string }[];
  total: number;
  page: number;
  totalPages: number;
}

interface StageStatusRow {
  proj_id: number;
  statuses: Record<string, CheckResult>;
}

function toStates(statuses: Record<string, CheckResult>): Record<string, StepState> {
  return Object.fromEntries(Object.entries(statuses).map(([id, letter]) => [id, parseCheckResult(letter)]));
}

// The server's answer for a call it does not have (web-plugin's not-found handler).
const notDeployed = (error: unknown) =>
  error instanceof ApiError && error.status === 404 && (error.body as { message?: unknown } | undefined)?.message === '找不到此功能';
// A caller without the list's codes is refused with 403; the way through their own projects remains.
const notForCaller = (error: unknown) => notDeployed(error) || (error instanceof ApiError && error.status === 403);

async function searchProjects(page: number, keyword: string): Promise<SearchProjectPage | null> {
  try {
    return await api.post<SearchProjectPage>('BGC/Search_PROJECT', { keyword: keyword || undefined }, { query: { page }, silent: true });
  } catch (error) {
    if (notForCaller(error)) return null;
    throw error;
  }
}

function matches(project: StepProject, keyword: string): boolean {
  const k = keyword.trim();
  return !k || project.proj_name.includes(k) || project.proj_number.includes(k);
}

/** Loads one page of projects with their statuses. */
export async function loadStepProjects(page: number, keyword: string): Promise<StepProjectPage> {
  const found = await searchProjects(page, keyword);
  if (found) {
    const ids = found.list.map((p) => p.proj_id);
    const rows = ids.length ? await api.post<StageStatusRow[]>('BFB/GET_STAGE_STATUS', { proj_ids: ids }) : [];
    return {
      list: found.list.map(({ proj_id, proj_name, proj_number }) => ({ proj_id, proj_name, proj_number })),
      total: found.total,
      page: found.page,
      totalPages: found.totalPages,
      statuses: Object.fromEntries(rows.map((row) => [row.proj_id, toStates(row.statuses)])),
    };
  }
  // Those users reach few projects (the ones they are assigned to), so naming them all to search is cheap.
  const rows = await api.post<StageStatusRow[]>('BFB/GET_STAGE_STATUS', {});
  const projects = await Promise.all(rows.map((row) => loadStepProject(row.proj_id)));
  const matching = projects.filter((p) => matches(p, keyword));
  const pageRows = matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const statuses = new Map(rows.map((row) => [row.proj_id, toStates(row.statuses)]));
  return {
    list: pageRows,
    total: matching.length,
    page,
    totalPages: Math.max(1, Math.ceil(matching.length / PAGE_SIZE)),
    statuses: Object.fromEntries(pageRows.map((p) => [p.proj_id, statuses.get(p.proj_id) ?? {}])),
  };
}

/** One project's name and number (BGC/Search_PROJECT_Detail), or a stand-in named by id when it cannot be read. */
export async function loadStepProject(projId: number): Promise<StepProject> {
  try {
    const project = await api.post<StepProject>('BGC/Search_PROJECT_Detail', { proj_id: projId }, { silent: true });
    return { proj_id: projId, proj_name: project.proj_name, proj_number: project.proj_number };
  } catch (error) {
    if (notForCaller(error)) return { proj_id: projId, proj_name: `標案 ${projId}`, proj_number: String(projId) };
    throw error;
  }
}
