/** The one query shape of project lists and details: a project with its plan, unit, purchase budget, merge and people's names. */
import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { branchPlans, departments, members, mergedTenderProjects, mergedTenders, plans, projects, purchaseData } from '../../db/schema';
import type { ServerContext } from '../../context';

const undertaker = alias(members, 'undertaker');
const editor = alias(members, 'editor');

/** Selects projects with their joined names, filtered by `where`; chain orderBy/limit as needed. */
export function selectProjects(ctx: ServerContext, where: SQL | undefined) {
  return ctx.db
    .select({
      p: projects,
      planName: plans.name,
      branchPlanId: branchPlans.id,
      branchPlanName: branchPlans.name,
      depname: departments.depname,
      depGroup: departments.depGroup,
      purchaseBudget: purchaseData.budgetAmount,
      purchaseAnnounce: purchaseData.announceDate,
      mergeId: mergedTenders.id,
      mergeNum: mergedTenders.mergeNum,
      undertakerName: undertaker.cname,
      editorName: editor.cname,
    })
    .from(projects)
    .innerJoin(plans, eq(plans.id, projects.planId))
    .innerJoin(branchPlans, eq(branchPlans.id, plans.branchPlanId))
    .innerJoin(departments, eq(departments.id, projects.depId))
    .leftJoin(purchaseData, eq(purchaseData.projId, projects.id))
    .leftJoin(mergedTenderProjects, eq(mergedTenderProjects.projId, projects.id))
    .leftJoin(mergedTenders, eq(mergedTenders.id, mergedTenderProjects.mergeId))
    .leftJoin(undertaker, eq(undertaker.id, projects.projUndertaker))
    .leftJoin(editor, eq(editor.id, projects.projEditor))
    .where(where)
    .$dynamic();
}

/** One selected row. */
export type ProjectRow = Awaited<ReturnType<typeof selectProjects>>[number];
