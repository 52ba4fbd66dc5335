/**
 * Imports a PCCES eTender XML budget book into the first stage of a project's chain (A2.8), all or nothing: the file is parsed
 * and checked by the domain (a file that is not a PCCES budget book, or whose figures do not add up, is
 * refused with the zh-TW message naming the item), then — in one transaction — the import is recorded, the
 * A2.8 book is stored (replacing an earlier one) and A2.8 is marked done (the budget book counts as done
 * once a file is uploaded), the change recorded in step_status_changes.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { applyBudgetCalculation } from '../../../domain/budget-book/apply-budget-calculation';
import type { ImportBudgetResult } from '../../../domain/budget-book/budget-api-types';
import { countBudgetBook } from '../../../domain/budget-book/count-budget-book';
import { parsePccesXml } from '../../../domain/budget-book/parse-pcces-xml';
import { PccesImportError } from '../../../domain/budget-book/pcces-import-error';
import { recalculateBudgetBook } from '../../../domain/budget-book/recalculate-budget-book';
import { InputError, NotFoundError } from '../../../domain/errors';
import { STEP_STATE } from '../../../domain/steps/step-status';
import { budgetBookImports, budgetBooks, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { PROJECT_NOT_FOUND_MESSAGE } from '../projects/assert-project-access';
import { FIRST_STAGE, findCopyingStage } from '../../../domain/budget-book/budget-stages';
import { assertStageAccess } from './assert-stage-access';
import { assertStageRules } from './check-stage-rules';
import { findBudgetStageOf } from './find-budget-chain';
import { findStageRow, hasStage } from './find-stage-row';
import { raiseStepState } from './raise-step-state';
import { stageTotals } from './stage-totals';

/** Largest budget-book file accepted (spec: 50 MB per upload category). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** A file to import. */
export interface ImportBudgetInput {
  projId: number;
  fileName: string;
  content: Buffer;
}

/** Decodes the file as UTF-8 (PCCES writes UTF-8, usually with a byte-order mark); refuses other bytes. */
function decodeXml(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw new PccesImportError('malformed-xml', '這不是 PCCES 預算書：檔案不是 UTF-8 編碼的 XML');
  }
}

/** Imports the file for the caller (A2.8 edit access checked); see the file comment. */
export async function importBudgetBook(ctx: ServerContext, caller: Caller, input: ImportBudgetInput): Promise<ImportBudgetResult> {
  await assertStageAccess(ctx, caller, input.projId, FIRST_STAGE, 'edit');
  return storeBudgetImport(ctx, caller.id, input);
}

/**
 * Imports the file on behalf of `actorId` (null for the command line, which runs as the system): the
 * project must exist and A2.8 must not be locked; access is the caller's business.
 */
export async function storeBudgetImport(ctx: ServerContext, actorId: number | null, input: ImportBudgetInput): Promise<ImportBudgetResult> {
  const [project] = await ctx.db.select({ id: projects.id }).from(projects).where(and(eq(projects.id, input.projId), isNull(projects.deletedAt)));
  if (!project) throw new NotFoundError(PROJECT_NOT_FOUND_MESSAGE);
  const { chain, stage: start } = await findBudgetStageOf(ctx.db, FIRST_STAGE);
  await assertStageRules(ctx.db, input.projId, start.id, '匯入預算書');
  if (input.content.length === 0) throw new InputError('檔案是空的');
  if (input.content.length > MAX_IMPORT_BYTES) throw new InputError('檔案超過 50 MB 上限');

  const parsed = parsePccesXml(decodeXml(input.content));
  const calculation = recalculateBudgetBook(parsed);
  const book = applyBudgetCalculation(parsed, calculation);
  const counts = countBudgetBook(book);
  const totals = stageTotals(book);
  const sha256 = createHash('sha256').update(input.content).digest('hex');

  return ctx.db.transaction(async (tx) => {
    const [record] = await tx
      .insert(budgetBookImports)
      .values({
        projId: input.projId,
        fileName: input.fileName,
        fileSize: input.content.length,
        sha256,
        contractNo: book.Main.contractNo,
        contractTitle: book.Main.contractTitle,
        counts,
        totalAmount: parsed.Main.totalAmount,
        importedBy: actorId,
      })
      .returning({ id: budgetBookImports.id });
    const importId = record!.id;
    const existing = await findStageRow(tx, input.projId, start.id, true);
    let revision = 1;
    if (existing) {
      revision = existing.revision + 1;
      await tx
        .update(budgetBooks)
        .set({ book, ...totals, revision, figuresRevision: existing.figuresRevision + 1, importId, analysisRemarks: {}, updatedBy: actorId, updatedAt: new Date() })
        .where(eq(budgetBooks.id, existing.id));
    } else {
      await tx.insert(budgetBooks).values({ projId: input.projId, stpId: start.id, book, ...totals, importId, createdBy: actorId, updatedBy: actorId });
    }
    await raiseStepState(tx, {
      projId: input.projId,
      stpId: start.id,
      target: STEP_STATE.done,
      from: [STEP_STATE.notDone, STEP_STATE.inProgress, STEP_STATE.notNeeded],
      memberId: actorId,
      detail: [{ reason: 'budget-book-import', proj_file_id: importId, file_name: input.fileName }],
    });
    const copying = findCopyingStage(chain, start.id);
    const totalReminder = copying !== undefined && (await hasStage(tx, input.projId, copying.id));
    return {
      proj_id: input.projId,
      proj_file_id: importId,
      fileName: input.fileName,
      contractNo: book.Main.contractNo,
      contractTitle: book.Main.contractTitle,
      counts,
      totalAmount: parsed.Main.totalAmount,
      recalculatedTotal: calculation.grandTotal,
      revision,
      stepState: STEP_STATE.done,
      totalReminder,
    };
  });
}
