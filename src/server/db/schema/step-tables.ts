/** Tables of the step platform: versioned step definitions, form submissions and per-project statuses. */
import { sql } from 'drizzle-orm';
import { index, integer, json, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StepDataChange } from '../../../domain/steps/diff-step-data';
import type { StepDefinition } from '../../../domain/steps/step-definition';

/** Every version of every step definition; drafts and superseded versions stay for comparison and restore. */
export const stepDefinitions = pgTable(
  'step_definitions',
  {
    id: serial('id').primaryKey(),
    stpId: text('stp_id').notNull(),
    version: integer('version').notNull(),
    // json, not jsonb: jsonb reorders object keys, and the order of a form's properties is the order of its fields.
    definition: json('definition').$type<StepDefinition>().notNull(),
    /** 'catalogue' (loaded from steps/) or 'editor' (an administrator's draft). */
    source: text('source').notNull(),
    /** SHA-256 of the canonical JSON, so an unchanged catalogue file is not loaded twice. */
    contentHash: text('content_hash').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('step_definitions_version_uq').on(t.stpId, t.version)],
);

/** Which version of each step is live. */
export const currentStepVersions = pgTable('current_step_versions', {
  stpId: text('stp_id').primaryKey(),
  version: integer('version').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The record of every publication: who made which version current, when, and why. */
export const stepPublications = pgTable('step_publications', {
  id: serial('id').primaryKey(),
  stpId: text('stp_id').notNull(),
  version: integer('version').notNull(),
  publishedBy: integer('published_by'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  note: text('note').notNull().default(''),
});

/** A step's form data for one project and sign-off case, with the definition version it was captured under. */
export const stepSubmissions = pgTable(
  'step_submissions',
  {
    id: serial('id').primaryKey(),
    projId: integer('proj_id').notNull(),
    stpId: text('stp_id').notNull(),
    auditId: integer('audit_id').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    definitionVersion: integer('definition_version').notNull(),
    /** Increases with every save; a save naming an older one is refused (no lost updates). */
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('step_submissions_uq').on(t.projId, t.stpId, t.auditId), index('step_submissions_stp_idx').on(t.stpId)],
);

/** The status (checkResult as 0–3) of each step of each project; a missing row means not done. */
export const projectStepStatuses = pgTable(
  'project_step_statuses',
  {
    projId: integer('proj_id').notNull(),
    stpId: text('stp_id').notNull(),
    state: smallint('state').notNull().default(0),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projId, t.stpId] })],
);

/** Every status change, for the history a supervisor or auditor asks for. */
export const stepStatusChanges = pgTable('step_status_changes', {
  id: serial('id').primaryKey(),
  projId: integer('proj_id').notNull(),
  stpId: text('stp_id').notNull(),
  fromState: smallint('from_state'),
  toState: smallint('to_state').notNull(),
  changedBy: integer('changed_by'),
  detail: jsonb('detail').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every change of a step's data: who, when, under which definition version, and each changed field with its
 * old and new value; the version is the submission's version the save produced.
 */
export const stepDataHistory = pgTable(
  'step_data_history',
  {
    id: serial('id').primaryKey(),
    projId: integer('proj_id').notNull(),
    stpId: text('stp_id').notNull(),
    auditId: integer('audit_id').notNull().default(0),
    version: integer('version').notNull(),
    changedBy: integer('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    definitionVersion: integer('definition_version').notNull(),
    changes: jsonb('changes').$type<StepDataChange[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [uniqueIndex('step_data_history_uq').on(t.projId, t.stpId, t.auditId, t.version)],
);
