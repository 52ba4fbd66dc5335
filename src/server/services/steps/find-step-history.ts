/**
 * Get_Step_History: the changes of a step's data for a project, newest first, 20 a page, each with who made
 * it, when, the definition version it was captured under and every changed field titled from that version
 * (so a field since removed from the definition still shows its old title).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { pageWindow, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import { stepDataPathKey, type StepDataPathPart } from '../../../domain/steps/diff-step-data';
import { titleStepField } from '../../../domain/steps/title-step-field';
import { stepDataHistory } from '../../db/schema';
import type { ServerContext } from '../../context';
import { findMemberNames, loadDefinitionVersions } from './explain-stale-step-data';

/** Entries per page of a step's history. */
export const STEP_HISTORY_PAGE_SIZE = 20;

/** One changed field of a history entry. */
export interface StepHistoryChange {
  field: string;
  path: StepDataPathPart[];
  title: string;
  old: unknown;
  new: unknown;
}

/** One save of a step's data. */
export interface StepHistoryEntry {
  version: number;
  by: string | null;
  at: string;
  definitionVersion: number;
  changes: StepHistoryChange[];
}

/** One page of the history; the caller's access is checked before (the same check as Get_Step_Data). */
export async function findStepHistory(
  ctx: ServerContext,
  input: { stp_id: string; proj_id: number; audit_id?: number; page?: number },
): Promise<PageOf<StepHistoryEntry>> {
  const where = and(eq(stepDataHistory.projId, input.proj_id), eq(stepDataHistory.stpId, input.stp_id), eq(stepDataHistory.auditId, input.audit_id ?? 0));
  const page = input.page ?? 1;
  const { offset, limit } = pageWindow(page, STEP_HISTORY_PAGE_SIZE);
  const rows = await ctx.db.select().from(stepDataHistory).where(where).orderBy(desc(stepDataHistory.version)).limit(limit).offset(offset);
  const [total] = await ctx.db.select({ n: count() }).from(stepDataHistory).where(where);
  const names = await findMemberNames(ctx.db, rows.map((r) => r.changedBy));
  const definitions = await loadDefinitionVersions(ctx.db, input.stp_id, rows.map((r) => r.definitionVersion));
  const entries = rows.map((row) => ({
    version: row.version,
    by: row.changedBy === null ? null : (names.get(row.changedBy) ?? null),
    at: row.changedAt.toISOString(),
    definitionVersion: row.definitionVersion,
    changes: row.changes.map((c) => ({ field: stepDataPathKey(c.path), path: c.path, title: titleStepField(definitions.get(row.definitionVersion), c.path), old: c.old, new: c.new })),
  }));
  return toPage(entries, total?.n ?? 0, page, STEP_HISTORY_PAGE_SIZE);
}
