/**
 * Tables of the budget books: one row per project and price-bidding stage (A2.8 budget, A3.8 reserve
 * price, A5.5 contractor's quote, B1.0 contract budget) holding that stage's book as JSON text (amounts
 * are decimal strings inside), its totals as numeric, and a revision counter; plus the record of every PCCES
 * import. Reserve prices live only in A3.8 rows, which the server never answers to a contractor.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, json, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BudgetBook, PayItem } from '../../../domain/budget-book/budget-book-types';
import type { BudgetBookCounts } from '../../../domain/budget-book/count-budget-book';
import type { BudgetLineChange } from '../../../domain/budget-book/diff-budget-lines';
import { members } from './member-tables';
import { projects } from './project-tables';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** A stage's budget book of a project. */
export const budgetBooks = pgTable(
  'budget_books',
  {
    id: serial('id').primaryKey(),
    projId: integer('proj_id')
      .notNull()
      .references(() => projects.id),
    /** A2.8, A3.8, A5.5 or B1.0. */
    stpId: text('stp_id').notNull(),
    // json, not jsonb: the book is read and written whole, never queried inside, and PGlite converts a
    // 40 MB book to jsonb three times slower than it stores json text.
    book: json('book').$type<BudgetBook>().notNull(),
    /** The pay-item tree as the stage was created; B1.0 lines are reset to it. Null for other stages. */
    origin: json('origin').$type<PayItem[]>(),
    /** System remarks on unit-price analyses by analysis code. */
    analysisRemarks: jsonb('analysis_remarks').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    /** The book's grand total (總價). */
    totalAmount: money('total_amount').notNull(),
    /** The total after the stage's discount: the reserve price in A3.8, the quote in A5.5. */
    finalAmount: money('final_amount').notNull(),
    /** Increases with every change; a save naming an older one is refused. */
    revision: integer('revision').notNull().default(1),
    /** Increases when figures or lines change (not remarks): what a later stage compares against. */
    figuresRevision: integer('figures_revision').notNull().default(1),
    /** The previous stage's figures revision this book was created from (A3.8: the A2.8 budget it prices). */
    sourceRevision: integer('source_revision'),
    /** The import this book came from (A2.8). */
    importId: integer('import_id'),
    createdBy: integer('created_by').references(() => members.id),
    updatedBy: integer('updated_by').references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('budget_books_stage_uq').on(t.projId, t.stpId)],
);

/** Every PCCES file imported into a project's A2.8 budget book (proj_file_id). */
export const budgetBookImports = pgTable(
  'budget_book_imports',
  {
    id: serial('id').primaryKey(),
    projId: integer('proj_id')
      .notNull()
      .references(() => projects.id),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    contractNo: text('contract_no').notNull().default(''),
    contractTitle: text('contract_title').notNull().default(''),
    counts: jsonb('counts').$type<BudgetBookCounts>().notNull(),
    totalAmount: money('total_amount').notNull(),
    importedBy: integer('imported_by').references(() => members.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('budget_book_imports_proj_idx').on(t.projId)],
);

/** Every save of a budget book: who, when, the revision it produced, the totals and the changed lines. */
export const budgetBookHistory = pgTable(
  'budget_book_history',
  {
    id: serial('id').primaryKey(),
    bookId: integer('book_id')
      .notNull()
      .references(() => budgetBooks.id),
    revision: integer('revision').notNull(),
    changedBy: integer('changed_by').references(() => members.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    oldTotal: money('old_total'),
    newTotal: money('new_total'),
    changes: jsonb('changes').$type<BudgetLineChange[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [index('budget_book_history_book_idx').on(t.bookId, t.revision)],
);
