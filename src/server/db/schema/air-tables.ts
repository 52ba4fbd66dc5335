/**
 * Tables of the 營建工程空氣污染防制費 (BFC Air calls): one declaration per project, step and sign-off case, its
 * payments, and the history of both. Every row carries a version (a save from an older one is refused);
 * payments are deleted softly, so what was paid and removed stays on record.
 */
import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './member-tables';
import { projects } from './project-tables';

/** The declaration to the local environmental bureau. */
export const airFeeDeclarations = pgTable(
  'air_fee_declarations',
  {
    id: serial('id').primaryKey(),
    projId: integer('proj_id')
      .notNull()
      .references(() => projects.id),
    stpId: text('stp_id').notNull(),
    auditId: integer('audit_id').notNull().default(0),
    /** Category code of the rate table (src/domain/air-fee/air-fee-categories.ts). */
    category: text('category'),
    declaredDate: date('declared_date', { mode: 'string' }),
    declarationNo: text('declaration_no').notNull().default(''),
    controlNo: text('control_no').notNull().default(''),
    /** m², 公頃 or m³ by category. */
    quantity: numeric('quantity', { precision: 18, scale: 2 }),
    durationDays: integer('duration_days'),
    contractAmount: numeric('contract_amount', { precision: 18, scale: 2 }),
    /** The bureau's rate: six places, as per-m²-month rates are small. */
    rate: numeric('rate', { precision: 18, scale: 6 }),
    /** 應繳金額 of the bureau's notice. */
    fee: numeric('fee', { precision: 18, scale: 2 }),
    remark: text('remark').notNull().default(''),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => members.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('air_fee_declarations_uq').on(t.projId, t.stpId, t.auditId)],
);

/** A payment (one installment) of a declaration; deleted softly. */
export const airFeePayments = pgTable(
  'air_fee_payments',
  {
    id: serial('id').primaryKey(),
    declarationId: integer('declaration_id')
      .notNull()
      .references(() => airFeeDeclarations.id),
    /** 期別. */
    period: integer('period').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    paidDate: date('paid_date', { mode: 'string' }).notNull(),
    remark: text('remark').notNull().default(''),
    /** Receipts: ids of step_files of the same project, step and sign-off case. */
    fileIds: jsonb('file_ids').$type<number[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => members.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => members.id),
  },
  (t) => [index('air_fee_payments_declaration_idx').on(t.declarationId)],
);

/** Every change of a declaration or payment: the whole record after the change, who and when. */
export const airFeeHistory = pgTable(
  'air_fee_history',
  {
    id: serial('id').primaryKey(),
    declarationId: integer('declaration_id')
      .notNull()
      .references(() => airFeeDeclarations.id),
    /** Null for a change of the declaration itself. */
    paymentId: integer('payment_id').references(() => airFeePayments.id),
    /** 'declare', 'add', 'edit', 'delete' or 'removeFile'. */
    action: text('action').notNull(),
    version: integer('version').notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    changedBy: integer('changed_by').references(() => members.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('air_fee_history_declaration_idx').on(t.declarationId)],
);
