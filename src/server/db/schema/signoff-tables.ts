/**
 * Tables of the sign-off engine (BFC): a case per submission of a step record, one process row per stage,
 * every action as history, signers' saved groups, the one-time hashes handed out to sign, and the
 * signatures themselves with the certificate that made them.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SignedContent } from '../../../domain/signoff/build-signed-content';
import type { SignOffCaseStatus } from '../../../domain/signoff/decide-sign-off-step';
import type { SignOffStagePlan } from '../../../domain/signoff/plan-sign-off-stages';
import { members } from './member-tables';
import { projects } from './project-tables';

/**
 * A sign-off case (the spec's audit; its id is the audit_id of the BFC calls): one submission of one record
 * of a step (record_id 0 is the step's own form) with the stages planned from the definition when it was
 * submitted and the content it froze. A returned or revoked case stays, with its signatures, for the record.
 */
export const auditCases = pgTable(
  'audit_cases',
  {
    id: serial('id').primaryKey(),
    projId: integer('proj_id')
      .notNull()
      .references(() => projects.id),
    stpId: text('stp_id').notNull(),
    recordId: integer('record_id').notNull().default(0),
    definitionVersion: integer('definition_version').notNull(),
    /** 'single' or 'multiple', as the definition said. */
    mode: text('mode').notNull(),
    stages: jsonb('stages').$type<SignOffStagePlan[]>().notNull(),
    /** 'start' or 'previous'. */
    returnTo: text('return_to').notNull().default('start'),
    status: text('status').$type<SignOffCaseStatus>().notNull().default('open'),
    currentStage: smallint('current_stage').notNull().default(0),
    /** The frozen content (form, records, file hashes) and the SHA-256 hex of its canonical JSON. */
    content: jsonb('content').$type<SignedContent>().notNull(),
    contentHash: text('content_hash').notNull(),
    /** The step data's version the case froze. */
    dataVersion: integer('data_version').notNull(),
    groupName: text('group_name').notNull().default(''),
    detailData: jsonb('detail_data').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => members.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Increases with every change; two signers acting at once cannot both move the same stage. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('audit_cases_record_idx').on(t.projId, t.stpId, t.recordId),
    // One open case per record: the content is frozen by exactly one case at a time.
    uniqueIndex('audit_cases_open_uq').on(t.projId, t.stpId, t.recordId).where(sql`${t.status} = 'open'`),
  ],
);

/** One stage of a case: waiting, pending (awaiting its signature), signed, returned, or closed with the case. */
export const auditProcesses = pgTable(
  'audit_processes',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => auditCases.id, { onDelete: 'cascade' }),
    stage: smallint('stage').notNull(),
    party: text('party').notNull(),
    /** 'waiting' | 'pending' | 'signed' | 'returned' | 'closed'. */
    state: text('state').notNull(),
    /** Members named to sign this stage (Add_CHK_AUDIT_STAGE); empty: anyone the stage allows. */
    designated: jsonb('designated').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    /** When the stage became pending, so lists can say how long it has waited. */
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    /** Who read the pending item (Process_read), so a list can tell new from seen. */
    readBy: jsonb('read_by').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    actedBy: integer('acted_by').references(() => members.id),
    actedAt: timestamp('acted_at', { withTimezone: true }),
    comment: text('comment').notNull().default(''),
  },
  (t) => [uniqueIndex('audit_processes_stage_uq').on(t.caseId, t.stage), index('audit_processes_state_idx').on(t.state)],
);

/** Every action on a case, in order: submit, designate, unmerge, read, sign, return, revoke. */
export const auditActions = pgTable(
  'audit_actions',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => auditCases.id, { onDelete: 'cascade' }),
    stage: smallint('stage'),
    action: text('action').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    comment: text('comment').notNull().default(''),
    signatureId: integer('signature_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_actions_case_idx').on(t.caseId)],
);

/** A member's saved group of signers (Add_Stage_Process_Group), to designate the same people again. */
export const auditSignerGroups = pgTable(
  'audit_signer_groups',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    memberIds: jsonb('member_ids').$type<number[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('audit_signer_groups_uq').on(t.ownerId, t.groupName)],
);

/** A hash handed to a signer by VA/Hash_STEP: single use, for one member, one stage, a short while. */
export const signHashes = pgTable('sign_hashes', {
  id: serial('id').primaryKey(),
  caseId: integer('case_id')
    .notNull()
    .references(() => auditCases.id, { onDelete: 'cascade' }),
  processId: integer('process_id')
    .notNull()
    .references(() => auditProcesses.id, { onDelete: 'cascade' }),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  contentHash: text('content_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A verified signature: the CMS as received, the certificate that made it (kept even if later unbound), the
 * content hash it covers, and when it stopped counting (a return to its stage undoes it, the record stays).
 */
export const signatures = pgTable(
  'signatures',
  {
    id: serial('id').primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => auditCases.id),
    processId: integer('process_id')
      .notNull()
      .references(() => auditProcesses.id),
    stage: smallint('stage').notNull(),
    party: text('party').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    contentHash: text('content_hash').notNull(),
    /** Base64 DER CMS SignedData. */
    cms: text('cms').notNull(),
    certificateDer: text('certificate_der').notNull(),
    certificateSerial: text('certificate_serial').notNull(),
    certificateSubject: text('certificate_subject').notNull(),
    certificateIssuer: text('certificate_issuer').notNull(),
    certificateFingerprint: text('certificate_fingerprint').notNull(),
    signingTime: timestamp('signing_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index('signatures_case_idx').on(t.caseId), index('signatures_member_idx').on(t.memberId)],
);
