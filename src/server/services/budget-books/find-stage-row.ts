/** Reads a project's stored budget book of one stage (optionally locking the row inside a transaction). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connect-database';
import { budgetBooks } from '../../db/schema';

/** A stored stage book row. */
export type StageRow = typeof budgetBooks.$inferSelect;

/** The row of the project's stage, or undefined when the stage has no book yet; `lock` takes a row lock. */
export async function findStageRow(db: Database, projId: number, stage: string, lock = false): Promise<StageRow | undefined> {
  const query = db
    .select()
    .from(budgetBooks)
    .where(and(eq(budgetBooks.projId, projId), eq(budgetBooks.stpId, stage)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** True when the project's stage has a book (without reading it). */
export async function hasStage(db: Database, projId: number, stage: string): Promise<boolean> {
  const [row] = await db
    .select({ id: budgetBooks.id })
    .from(budgetBooks)
    .where(and(eq(budgetBooks.projId, projId), eq(budgetBooks.stpId, stage)));
  return row !== undefined;
}

/** Revisions of the project's stage books by stage (without loading the books). */
export async function findStageRevisions(db: Database, projId: number): Promise<Map<string, { revision: number; figuresRevision: number; sourceRevision: number | null }>> {
  const rows = await db
    .select({ stpId: budgetBooks.stpId, revision: budgetBooks.revision, figuresRevision: budgetBooks.figuresRevision, sourceRevision: budgetBooks.sourceRevision })
    .from(budgetBooks)
    .where(eq(budgetBooks.projId, projId));
  return new Map(rows.map((row) => [row.stpId, row]));
}
