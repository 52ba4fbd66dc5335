/**
 * Merged tenders (併案): the next merge number of a department group (Get_Merge_Num), the merged tenders the
 * caller reaches (getmargeid), merging two or more projects of one group (Add_Merge_Proj) and undoing it
 * (DELETE_MARGE). Only agency staff merge, and only projects they may edit.
 */
import type { MergedTenderRecord } from '../../../domain/projects/project-records';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../../domain/errors';
import { isAgencyCaller } from '../../../domain/projects/decide-project-access';
import { nextMergeNumber } from '../../../domain/projects/number-sequences';
import { toRocYear } from '../../../domain/roc-date';
import { departments, mergedTenderProjects, mergedTenders, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { AGENCY_ONLY_MESSAGE, assertAgencyProjectAccess, findAccessibleProjectIds } from './assert-project-access';
import { findCallerTree, resolveOwnUnit } from './caller-scope';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';

export type { MergedTenderRecord };

/** The fewest projects a merge takes. */
export const MIN_MERGED_PROJECTS = 2;

/** The next merge number of a group the caller's tree uses, with the numbers already taken. */
export async function proposeMergeNumber(ctx: ServerContext, caller: Caller, depGroup: string): Promise<{ dep_group: string; merge_num: string; used: string[] }> {
  const tree = await findCallerTree(ctx, caller);
  const [unit] = tree.length
    ? await ctx.db.select({ id: departments.id }).from(departments).where(and(inArray(departments.id, tree), eq(departments.depGroup, depGroup))).limit(1)
    : [];
  if (!unit) throw new ForbiddenError('您不屬於此單位群組', { log: `member ${caller.id} asked for merge numbers of group ${depGroup}` });
  const used = (await ctx.db.select({ n: mergedTenders.mergeNum }).from(mergedTenders).where(eq(mergedTenders.depGroup, depGroup)).orderBy(asc(mergedTenders.mergeNum))).map((r) => r.n);
  return { dep_group: depGroup, merge_num: nextMergeNumber(depGroup, toRocYear(Number(todayInTaiwan().slice(0, 4))), used), used };
}

/** The merged tenders holding at least one project the caller reaches, newest first. */
export async function listMergedTenders(ctx: ServerContext, caller: Caller): Promise<MergedTenderRecord[]> {
  const reachable = await findAccessibleProjectIds(ctx, caller);
  if (reachable.length === 0) return [];
  const links = await ctx.db
    .select({ mergeId: mergedTenderProjects.mergeId, p: { proj_id: projects.id, proj_number: projects.projNumber, proj_name: projects.projName, proj_total: projects.projTotal } })
    .from(mergedTenderProjects)
    .innerJoin(projects, eq(projects.id, mergedTenderProjects.projId))
    .where(isNull(projects.deletedAt))
    .orderBy(asc(projects.projNumber));
  const mergeIds = [...new Set(links.filter((l) => reachable.includes(l.p.proj_id)).map((l) => l.mergeId))];
  if (mergeIds.length === 0) return [];
  const merges = await ctx.db
    .select({ m: mergedTenders, depname: departments.depname })
    .from(mergedTenders)
    .innerJoin(departments, eq(departments.id, mergedTenders.depId))
    .where(inArray(mergedTenders.id, mergeIds))
    .orderBy(asc(mergedTenders.mergeNum));
  return merges.map(({ m, depname }) => ({
    merge_id: m.id,
    merge_num: m.mergeNum,
    name: m.name,
    dep_id: m.depId,
    depname,
    dep_group: m.depGroup,
    projects: links.filter((l) => l.mergeId === m.id).map((l) => l.p),
    cDate: m.cDate.toISOString(),
  }));
}

/** What Add_Merge_Proj sends: the merge number, the unit and its group, and the chosen projects. */
export interface MergeInput {
  merge: string;
  dep_id: number;
  dep_group: string;
  dialogData: (number | { proj_id: number })[];
  name?: string;
}

/** Merges the chosen projects into one tender; nothing is written unless every check passes. */
export async function addMergedTender(ctx: ServerContext, caller: Caller, input: MergeInput): Promise<MergedTenderRecord> {
  if (!isAgencyCaller(caller)) throw new ForbiddenError(AGENCY_ONLY_MESSAGE);
  const ids = [...new Set(input.dialogData.map((d) => (typeof d === 'number' ? d : d.proj_id)))];
  if (ids.length < MIN_MERGED_PROJECTS) throw new InputError(`併案至少須選擇${MIN_MERGED_PROJECTS}個標案`, { fields: { dialogData: '請選擇2個以上標案' } });
  const mergeNum = input.merge.trim();
  if (!mergeNum) throw new InputError("'merge'是必要參數");
  const depId = await resolveOwnUnit(ctx, caller, input.dep_id);
  const [unit] = await ctx.db.select({ g: departments.depGroup }).from(departments).where(eq(departments.id, depId));
  if ((unit?.g ?? '') !== input.dep_group) throw new InputError("'dep_group'與單位不符");
  for (const id of ids) await assertAgencyProjectAccess(ctx, caller, id);
  const chosen = await ctx.db
    .select({ id: projects.id, name: projects.projName, number: projects.projNumber, group: departments.depGroup, mergeNum: mergedTenders.mergeNum })
    .from(projects)
    .innerJoin(departments, eq(departments.id, projects.depId))
    .leftJoin(mergedTenderProjects, eq(mergedTenderProjects.projId, projects.id))
    .leftJoin(mergedTenders, eq(mergedTenders.id, mergedTenderProjects.mergeId))
    .where(inArray(projects.id, ids))
    .orderBy(asc(projects.projNumber));
  const foreign = chosen.filter((p) => p.group !== input.dep_group);
  if (foreign.length) throw new InputError(`併案標案須屬同一單位群組（${foreign.map((p) => p.number).join('、')}）`);
  const merged = chosen.filter((p) => p.mergeNum !== null);
  if (merged.length) throw new ConflictError(`標案已併入其他併案：${merged.map((p) => `${p.number}（${p.mergeNum}）`).join('、')}`);
  const [taken] = await ctx.db.select({ id: mergedTenders.id }).from(mergedTenders).where(eq(mergedTenders.mergeNum, mergeNum));
  if (taken) throw new ConflictError('併案編號已存在', { fields: { merge: '併案編號已存在' } });
  const name = input.name?.trim() || `${chosen[0]!.name}等${chosen.length}案`;
  const mergeId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(mergedTenders).values({ mergeNum, name, depId, depGroup: input.dep_group, createdBy: caller.id }).returning({ id: mergedTenders.id });
    await tx.insert(mergedTenderProjects).values(ids.map((projId) => ({ projId, mergeId: row!.id })));
    return row!.id;
  });
  return (await listMergedTenders(ctx, caller)).find((m) => m.merge_id === mergeId)!;
}

/** Undoes a merge; the caller must be able to edit every project in it. */
export async function deleteMergedTender(ctx: ServerContext, caller: Caller, mergeId: number): Promise<void> {
  if (!isAgencyCaller(caller)) throw new ForbiddenError(AGENCY_ONLY_MESSAGE);
  const [merge] = await ctx.db.select({ id: mergedTenders.id }).from(mergedTenders).where(eq(mergedTenders.id, mergeId));
  if (!merge) throw new NotFoundError('查無此併案');
  const links = await ctx.db.select({ projId: mergedTenderProjects.projId }).from(mergedTenderProjects).where(eq(mergedTenderProjects.mergeId, mergeId));
  for (const l of links) await assertAgencyProjectAccess(ctx, caller, l.projId);
  await ctx.db.delete(mergedTenders).where(eq(mergedTenders.id, mergeId));
}
