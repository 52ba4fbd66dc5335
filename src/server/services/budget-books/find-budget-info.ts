/**
 * GET_Budget_Info: the budget-book page's data. With proj_id, one project's books: each stage of the chain
 * with its totals (only to a party that may view the stage, so the reserve price only to agency staff), the
 * imports of the first stage (A2.8) with their counts and whether the 'total' reminder is due; without, one
 * page of the projects the caller may reach with their first-stage book.
 */
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { pageWindow, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import type { BudgetProjectRow, ProjectBudgetInfo } from '../../../domain/budget-book/budget-api-types';
import type { BudgetMain } from '../../../domain/budget-book/budget-book-types';
import { canEnterRoute } from '../../../domain/access/route-table';
import { decideBudgetParty, findCopyingStage, stageCapabilities } from '../../../domain/budget-book/budget-stages';
import { toCheckResult } from '../../../domain/steps/step-status';
import { budgetBookImports, budgetBooks, members, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { containsPattern } from '../admin/escape-like';
import { accessibleProjectsCondition, assertProjectAccess } from '../projects/assert-project-access';
import { findProjectStatuses } from '../steps/find-project-statuses';
import { normaliseAmount } from './describe-stage-book';
import { findBudgetChain } from './find-budget-chain';

/** The budget information of one project the caller may reach. */
export async function findProjectBudgetInfo(ctx: ServerContext, caller: Caller, projId: number): Promise<ProjectBudgetInfo> {
  const { assignedAs } = await assertProjectAccess(ctx, caller, projId, 'view');
  const party = decideBudgetParty(caller, assignedAs);
  const chain = await findBudgetChain(ctx.db);
  const start = chain[0]?.id ?? '';
  const copying = findCopyingStage(chain, start)?.id ?? '';
  const [project] = await ctx.db.select({ number: projects.projNumber, name: projects.projName }).from(projects).where(eq(projects.id, projId));
  const rows = await ctx.db
    .select({
      stpId: budgetBooks.stpId,
      totalAmount: budgetBooks.totalAmount,
      finalAmount: budgetBooks.finalAmount,
      revision: budgetBooks.revision,
      figuresRevision: budgetBooks.figuresRevision,
      sourceRevision: budgetBooks.sourceRevision,
      importId: budgetBooks.importId,
      updatedAt: budgetBooks.updatedAt,
    })
    .from(budgetBooks)
    .where(eq(budgetBooks.projId, projId));
  const byStage = new Map(rows.map((row) => [row.stpId, row]));
  const statuses = (await findProjectStatuses(ctx.db, [projId], chain.map((stage) => stage.id))).get(projId)!;
  const imports = await ctx.db
    .select({ record: budgetBookImports, importer: members.cname })
    .from(budgetBookImports)
    .leftJoin(members, eq(members.id, budgetBookImports.importedBy))
    .where(eq(budgetBookImports.projId, projId))
    .orderBy(desc(budgetBookImports.id));
  const budget = byStage.get(start);
  const reserve = byStage.get(copying);
  // Only the Main object of the (possibly large) book is read.
  const [main] = budget
    ? await ctx.db
        .select({ main: sql<BudgetMain>`${budgetBooks.book} -> 'Main'` })
        .from(budgetBooks)
        .where(and(eq(budgetBooks.projId, projId), eq(budgetBooks.stpId, start)))
    : [];
  return {
    proj_id: projId,
    proj_number: project?.number ?? '',
    proj_name: project?.name ?? '',
    stages: chain.map((stage) => {
      const row = byStage.get(stage.id);
      const visible = stageCapabilities(stage, party).view;
      const state = statuses.get(stage.id) ?? 0;
      return {
        stp_id: stage.id,
        title: stage.title,
        canOpen: visible && canEnterRoute(caller.codes, stage.step.permissions.view),
        exists: row !== undefined,
        totalAmount: row && visible ? normaliseAmount(row.totalAmount) : null,
        finalAmount: row && visible ? normaliseAmount(row.finalAmount) : null,
        revision: row?.revision ?? null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
        checkResult: toCheckResult(state),
        state,
      };
    }),
    imports: imports.map(({ record, importer }) => ({
      proj_file_id: record.id,
      fileName: record.fileName,
      fileSize: record.fileSize,
      contractNo: record.contractNo,
      contractTitle: record.contractTitle,
      counts: record.counts,
      totalAmount: normaliseAmount(record.totalAmount),
      importedBy: importer ?? '',
      importedAt: record.importedAt.toISOString(),
    })),
    proj_file_id: budget?.importId ?? null,
    totalReminder: budget !== undefined && reserve !== undefined && reserve.sourceRevision !== budget.figuresRevision,
    main:
      budget && main
        ? {
            contractNo: main.main.contractNo,
            contractTitle: main.main.contractTitle,
            contractLocation: main.main.contractLocation,
            procuringEntity: main.main.procuringEntity,
            procuringEntityId: main.main.procuringEntityId,
            contractScale: main.main.contractScale,
            contractScaleUnit: main.main.contractScaleUnit,
            executeMethod: main.main.executeMethod,
            revision: budget.revision,
          }
        : null,
  };
}

/** One page of the caller's projects with their first-stage (A2.8) budget book; `keyword` matches number or name. */
export async function listBudgetProjects(ctx: ServerContext, caller: Caller, page: number, pageSize: number, keyword = ''): Promise<PageOf<BudgetProjectRow>> {
  const text = keyword.trim();
  const where = and(
    await accessibleProjectsCondition(ctx, caller, 'view'),
    text === '' ? undefined : or(ilike(projects.projName, containsPattern(text)), ilike(projects.projNumber, containsPattern(text))),
  );
  const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(projects).where(where);
  const { offset, limit } = pageWindow(page, pageSize);
  const found = await ctx.db
    .select({ id: projects.id, number: projects.projNumber, name: projects.projName })
    .from(projects)
    .where(where)
    .orderBy(desc(projects.id))
    .limit(limit)
    .offset(offset);
  const ids = found.map((p) => p.id);
  const chain = await findBudgetChain(ctx.db);
  const start = chain[0]?.id ?? '';
  const books =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ projId: budgetBooks.projId, stpId: budgetBooks.stpId, totalAmount: budgetBooks.totalAmount, importId: budgetBooks.importId, updatedAt: budgetBooks.updatedAt, fileName: budgetBookImports.fileName })
          .from(budgetBooks)
          .leftJoin(budgetBookImports, eq(budgetBookImports.id, budgetBooks.importId))
          .where(inArray(budgetBooks.projId, ids));
  const statuses = await findProjectStatuses(ctx.db, ids, [start]);
  const list = found.map((project) => {
    const mine = books.filter((book) => book.projId === project.id);
    const budget = mine.find((book) => book.stpId === start);
    return {
      proj_id: project.id,
      proj_number: project.number,
      proj_name: project.name,
      proj_file_id: budget?.importId ?? null,
      fileName: budget?.fileName ?? null,
      totalAmount: budget ? normaliseAmount(budget.totalAmount) : null,
      updatedAt: budget?.updatedAt.toISOString() ?? null,
      a28State: statuses.get(project.id)?.get(start) ?? 0,
      stages: chain.filter((stage) => mine.some((book) => book.stpId === stage.id)).map((stage) => stage.id),
    };
  });
  return toPage(list, Number(total), Math.max(1, page), pageSize);
}
