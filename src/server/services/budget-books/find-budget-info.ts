/**
 * GET_Budget_Info: the budget-book page's data. With proj_id, one project's books: each stage's totals
 * (the reserve price only to agency staff), the A2.8 imports with their counts, A2.8's status and whether
 * the 'total' reminder is due; without, one page of the projects the caller may reach with their A2.8 book.
 */
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { pageWindow, toPage, type PageOf } from '../../../domain/admin/list-defaults';
import type { BudgetProjectRow, ProjectBudgetInfo } from '../../../domain/budget-book/budget-api-types';
import type { BudgetMain } from '../../../domain/budget-book/budget-book-types';
import { BUDGET_STAGES, BUDGET_STAGE_TITLES, stageCapabilities } from '../../../domain/budget-book/budget-stages';
import { toCheckResult } from '../../../domain/steps/step-status';
import { budgetBookImports, budgetBooks, members, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { containsPattern } from '../admin/escape-like';
import { accessibleProjectsCondition, assertProjectAccess } from '../projects/assert-project-access';
import { findProjectStatuses } from '../steps/find-project-statuses';
import { normaliseAmount } from './describe-stage-book';
import { resolveBudgetParty } from './resolve-budget-party';

/** The budget information of one project the caller may reach. */
export async function findProjectBudgetInfo(ctx: ServerContext, caller: Caller, projId: number): Promise<ProjectBudgetInfo> {
  await assertProjectAccess(ctx, caller, projId, 'view');
  const party = await resolveBudgetParty(ctx, caller, projId);
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
  const statuses = (await findProjectStatuses(ctx.db, [projId], [...BUDGET_STAGES])).get(projId)!;
  const imports = await ctx.db
    .select({ record: budgetBookImports, importer: members.cname })
    .from(budgetBookImports)
    .leftJoin(members, eq(members.id, budgetBookImports.importedBy))
    .where(eq(budgetBookImports.projId, projId))
    .orderBy(desc(budgetBookImports.id));
  const budget = byStage.get('A2.8');
  const reserve = byStage.get('A3.8');
  // Only the Main object of the (possibly large) book is read.
  const [main] = budget
    ? await ctx.db
        .select({ main: sql<BudgetMain>`${budgetBooks.book} -> 'Main'` })
        .from(budgetBooks)
        .where(and(eq(budgetBooks.projId, projId), eq(budgetBooks.stpId, 'A2.8')))
    : [];
  return {
    proj_id: projId,
    proj_number: project?.number ?? '',
    proj_name: project?.name ?? '',
    stages: BUDGET_STAGES.map((stage) => {
      const row = byStage.get(stage);
      const visible = stageCapabilities(stage, party).view;
      const state = statuses.get(stage) ?? 0;
      return {
        stp_id: stage,
        title: BUDGET_STAGE_TITLES[stage],
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

/** One page of the caller's projects with their A2.8 budget book; `keyword` matches number or name. */
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
  const books =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ projId: budgetBooks.projId, stpId: budgetBooks.stpId, totalAmount: budgetBooks.totalAmount, importId: budgetBooks.importId, updatedAt: budgetBooks.updatedAt, fileName: budgetBookImports.fileName })
          .from(budgetBooks)
          .leftJoin(budgetBookImports, eq(budgetBookImports.id, budgetBooks.importId))
          .where(inArray(budgetBooks.projId, ids));
  const statuses = await findProjectStatuses(ctx.db, ids, ['A2.8']);
  const list = found.map((project) => {
    const mine = books.filter((book) => book.projId === project.id);
    const budget = mine.find((book) => book.stpId === 'A2.8');
    return {
      proj_id: project.id,
      proj_number: project.number,
      proj_name: project.name,
      proj_file_id: budget?.importId ?? null,
      fileName: budget?.fileName ?? null,
      totalAmount: budget ? normaliseAmount(budget.totalAmount) : null,
      updatedAt: budget?.updatedAt.toISOString() ?? null,
      a28State: statuses.get(project.id)?.get('A2.8') ?? 0,
      stages: BUDGET_STAGES.filter((stage) => mine.some((book) => book.stpId === stage)),
    };
  });
  return toPage(list, Number(total), Math.max(1, page), pageSize);
}
