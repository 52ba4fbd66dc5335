/**
 * Tables of budget plans and projects: branch plans, plans with their engineering items, projects (工程標案)
 * with every field of spec doc 2 §3, merged tenders, project personnel, and the procurement records of EMA
 * (purchase data, award, contract and bond, margins, floor prices). Money is numeric(18,2) text; rows
 * that steps and files hang on are deleted softly (deleted_at), never removed.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DesignVendorFields, ProjectFileIds } from '../../../domain/projects/project-fields';
import { departments, members } from './member-tables';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const created = () => timestamp('c_date', { withTimezone: true }).notNull().defaultNow();
const updated = () => timestamp('u_date', { withTimezone: true }).notNull().defaultNow();

/** Branch plans (分支計畫): the budget lines that fund works, per agency unit and year. */
export const branchPlans = pgTable(
  'branch_plans',
  {
    id: serial('id').primaryKey(),
    depId: integer('dep_id').notNull().references(() => departments.id),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    /** Budget year (Gregorian). */
    year: integer('year').notNull(),
    total: money('total').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    /** Increases with every save; a save naming an older one is refused (no lost updates). */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => members.id),
    cDate: created(),
    uDate: updated(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('branch_plans_dep_idx').on(t.depId)],
);

/** Plans (計畫) under a branch plan; their engineering items are what projects draw on (eir). */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    branchPlanId: integer('branch_plan_id').notNull().references(() => branchPlans.id),
    depId: integer('dep_id').notNull().references(() => departments.id),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    /** Executing unit (執行單位). */
    agent: text('agent').notNull().default(''),
    total: money('total').notNull().default('0'),
    remark: text('remark').notNull().default(''),
    /** Increases with every save; a save naming an older one is refused (no lost updates). */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => members.id),
    cDate: created(),
    uDate: updated(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('plans_branch_idx').on(t.branchPlanId), index('plans_dep_idx').on(t.depId)],
);

/** Engineering items (工程項目) of a plan: the eir a project is funded by (eir_id, eir_name, eir_agent, eir_total). */
export const planEngineeringItems = pgTable(
  'plan_engineering_items',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull().references(() => plans.id),
    name: text('name').notNull(),
    agent: text('agent').notNull().default(''),
    total: money('total').notNull().default('0'),
    sort: integer('sort').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('plan_items_plan_idx').on(t.planId)],
);

/** Projects (工程標案): every field of spec doc 2 §3, plus district and the date thresholds are judged by. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id').notNull().references(() => plans.id),
    /** The owning agency unit; its department tree decides which agency staff reach the project. */
    depId: integer('dep_id').notNull().references(() => departments.id),
    projNumber: text('proj_number').notNull(),
    projName: text('proj_name').notNull(),
    /** Year range (Gregorian years; shown in the ROC calendar). */
    projYearStart: integer('proj_year_start').notNull(),
    projYearEnd: integer('proj_year_end').notNull(),
    projType: text('proj_type').notNull(),
    projAgent: text('proj_agent').notNull().default(''),
    projUnit: text('proj_unit').notNull().default(''),
    projHostUnit: text('proj_host_unit').notNull().default(''),
    projPlanUnit: text('proj_plan_unit').notNull().default(''),
    projDesignUnit: text('proj_design_unit').notNull().default(''),
    projDesignVendor: text('proj_design_vendor').notNull().default(''),
    projPlace: text('proj_place').notNull().default(''),
    projContent: text('proj_content').notNull().default(''),
    projExpectedResult: text('proj_expected_result').notNull().default(''),
    projTotal: money('proj_total').notNull().default('0'),
    projConstructionCost: money('proj_construction_cost').notNull().default('0'),
    projManagement: text('proj_management').notNull().default('0'),
    projManagementCost: money('proj_management_cost').notNull().default('0'),
    projProperty: text('proj_property').notNull().default(''),
    projPropertyType: text('proj_property_type').notNull().default('工程'),
    /** The undertaker (承辦人) member. */
    projUndertaker: integer('proj_undertaker').references(() => members.id),
    /** Who last saved the project. */
    projEditor: integer('proj_editor').references(() => members.id),
    eirId: integer('eir_id'),
    eirName: text('eir_name').notNull().default(''),
    eirAgent: text('eir_agent').notNull().default(''),
    eirTotal: money('eir_total').notNull().default('0'),
    designVendors: jsonb('design_vendors').$type<DesignVendorFields[]>().notNull().default(sql`'[]'::jsonb`),
    files: jsonb('files').$type<ProjectFileIds>().notNull().default(sql`'{"basic":[],"ekphrasis":[],"budget":[],"other":[]}'::jsonb`),
    /** MOI code of the city (5 digits) or district (8 digits) where the works are. */
    district: text('district'),
    /** The date the procurement is judged on (招標公告日 or planned), for the thresholds in force. */
    projDate: date('proj_date').notNull(),
    /** Increases with every save; a save naming an older one is refused (no lost updates). */
    version: integer('version').notNull().default(1),
    cDate: created(),
    uDate: updated(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // A number is unique among live projects; a deleted project's number may be used again.
    uniqueIndex('projects_number_uq').on(t.projNumber).where(sql`deleted_at is null`),
    index('projects_plan_idx').on(t.planId),
    index('projects_dep_idx').on(t.depId),
  ],
);

/** Merged tenders (併案): two or more projects let as one tender under a merge number per department group. */
export const mergedTenders = pgTable(
  'merged_tenders',
  {
    id: serial('id').primaryKey(),
    mergeNum: text('merge_num').notNull(),
    name: text('name').notNull(),
    depId: integer('dep_id').notNull().references(() => departments.id),
    depGroup: text('dep_group').notNull(),
    createdBy: integer('created_by').references(() => members.id),
    cDate: created(),
  },
  (t) => [uniqueIndex('merged_tenders_num_uq').on(t.mergeNum)],
);

/** Which projects a merged tender holds; a project belongs to one merged tender at most. */
export const mergedTenderProjects = pgTable(
  'merged_tender_projects',
  {
    projId: integer('proj_id').primaryKey().references(() => projects.id),
    mergeId: integer('merge_id').notNull().references(() => mergedTenders.id, { onDelete: 'cascade' }),
  },
  (t) => [index('merged_tender_projects_merge_idx').on(t.mergeId)],
);

/** Project personnel: who plays which part on a project, from when to when; removed rows stay as history. */
export const projectPersonnel = pgTable(
  'project_personnel',
  {
    id: serial('id').primaryKey(),
    projId: integer('proj_id').notNull().references(() => projects.id),
    memberId: integer('member_id').notNull().references(() => members.id),
    /** undertaker | supervisor | contractor | designer. */
    identity: text('identity').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    tel: text('tel').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => members.id),
    cDate: created(),
    uDate: updated(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => members.id),
  },
  (t) => [index('project_personnel_proj_idx').on(t.projId), index('project_personnel_member_idx').on(t.memberId)],
);

/** Purchase data (採購資料) of a project: how it is tendered. */
export const purchaseData = pgTable('purchase_data', {
  projId: integer('proj_id').primaryKey().references(() => projects.id),
  tenderMethod: text('tender_method').notNull(),
  awardMethod: text('award_method').notNull(),
  budgetAmount: money('budget_amount').notNull(),
  announceDate: date('announce_date'),
  closeDate: date('close_date'),
  openingDate: date('opening_date'),
  bidBond: money('bid_bond').notNull().default('0'),
  performanceBond: money('performance_bond').notNull().default('0'),
  /** Whether this is the first public call (三家 rule). */
  firstPublicTender: boolean('first_public_tender').notNull().default(true),
  remark: text('remark').notNull().default(''),
  updatedBy: integer('updated_by').references(() => members.id),
  cDate: created(),
  uDate: updated(),
});

/** One bidder row of the tender table. */
export interface TenderBidder {
  vendor: string;
  price: string | null;
  qualified: boolean;
  remark?: string;
}

/** The award record (決標): opening, the bidders, the award and the awarded amount. */
export const projectAwards = pgTable('project_awards', {
  projId: integer('proj_id').primaryKey().references(() => projects.id),
  bidOpening: jsonb('bid_opening').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  tenderTableData: jsonb('tender_table_data').$type<TenderBidder[]>().notNull().default(sql`'[]'::jsonb`),
  award: jsonb('award').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  projAmount: money('proj_amount'),
  awardDate: date('award_date'),
  updatedBy: integer('updated_by').references(() => members.id),
  cDate: created(),
  uDate: updated(),
});

/** The performance bond (履約保證金) as Edit_DEPOSIT keeps it. */
export interface ContractDeposit {
  amount: string;
  kind: string;
  paid_date: string | null;
  valid_until: string | null;
  remark: string;
}

/** The contract (契約) of a project: number, amount, company, dates, signing, bond and reported progress. */
export const projectContracts = pgTable('project_contracts', {
  projId: integer('proj_id').primaryKey().references(() => projects.id),
  contractNumber: text('contract_number').notNull().default(''),
  contractAmount: money('contract_amount'),
  company: text('company').notNull().default(''),
  signDate: date('sign_date'),
  startDate: date('start_date'),
  endDate: date('end_date'),
  durationDays: integer('duration_days'),
  hasFirstInspection: boolean('has_first_inspection').notNull().default(false),
  /** Planned and actual progress in percent, as last reported. */
  progressPlanned: numeric('progress_planned', { precision: 5, scale: 2 }),
  progressActual: numeric('progress_actual', { precision: 5, scale: 2 }),
  deposit: jsonb('deposit').$type<ContractDeposit | null>(),
  updatedBy: integer('updated_by').references(() => members.id),
  cDate: created(),
  uDate: updated(),
});

/** Margins (保證金) recorded by step: one amount per project and step. */
export const projectMargins = pgTable(
  'project_margins',
  {
    id: serial('id').primaryKey(),
    projId: integer('proj_id').notNull().references(() => projects.id),
    stpId: text('stp_id').notNull(),
    amount: money('amount').notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by').references(() => members.id),
    cDate: created(),
    uDate: updated(),
  },
  (t) => [uniqueIndex('project_margins_step_uq').on(t.projId, t.stpId)],
);

/** Floor prices (底價) as set over time; the newest counts. Secret until award (採購法 §34). */
export const projectBasicPrices = pgTable(
  'project_basic_prices',
  {
    id: serial('id').primaryKey(),
    projId: integer('proj_id').notNull().references(() => projects.id),
    amount: money('amount').notNull(),
    setDate: date('set_date').notNull(),
    remark: text('remark').notNull().default(''),
    setBy: integer('set_by').references(() => members.id),
    cDate: created(),
  },
  (t) => [index('project_basic_prices_proj_idx').on(t.projId)],
);
