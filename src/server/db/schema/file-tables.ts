/**
 * Tables of the upload service: chunked uploads in progress and their chunks, the stored step files, and the
 * short-lived codes of zip downloads. The bytes live in file storage under keys the server generates; rows
 * only name those keys.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './member-tables';
import { projects } from './project-tables';

/** A chunked upload between Upload_File/uploadKey and uploadMerge (or until the sweep removes it). */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the upload key handed to the client; the key itself is never stored. */
    keyHash: text('key_hash').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id),
    /** Null for steps whose definition sets projectlessFiles (N1.2): their files belong to no project. */
    projId: integer('proj_id').references(() => projects.id),
    stpId: text('stp_id').notNull(),
    auditId: integer('audit_id').notNull().default(0),
    /** The category's upload code prefix (code_type). */
    codeType: text('code_type').notNull(),
    /** The category key (fileTo). */
    category: text('category').notNull(),
    fileType: text('file_type'),
    fileName: text('file_name').notNull(),
    fileTotalSize: bigint('file_total_size', { mode: 'number' }).notNull(),
    fileSplitCount: integer('file_split_count').notNull(),
    /** Storage folder of this upload's chunks (random, so a reused id never meets old chunks). */
    storagePrefix: text('storage_prefix').notNull(),
    /** 'open' (taking chunks), 'merging' (claimed by a merge) or 'merged' (file recorded, chunks being removed). */
    state: text('state').notNull().default('open'),
    /** Where the merge writes the file; the sweep removes it unless a file row names it. */
    finalKey: text('final_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last chunk or merge activity; the sweep removes uploads idle for longer than the set time. */
    touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_sessions_member_idx').on(t.memberId), index('upload_sessions_touched_idx').on(t.touchedAt)],
);

/** The chunks received for an upload: one row per index once its bytes are safely in storage. */
export const uploadChunks = pgTable(
  'upload_chunks',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => uploadSessions.id, { onDelete: 'cascade' }),
    idx: integer('idx').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.idx] })],
);

/** A file of a step (and project, sign-off case and upload category); deleted softly so the record stays. */
export const stepFiles = pgTable(
  'step_files',
  {
    id: serial('id').primaryKey(),
    /** Null for steps whose definition sets projectlessFiles (N1.2): their files belong to no project. */
    projId: integer('proj_id').references(() => projects.id),
    stpId: text('stp_id').notNull(),
    auditId: integer('audit_id').notNull().default(0),
    /** The category key (fileTo). */
    category: text('category').notNull(),
    /** The category's code prefix; with codeSerial it makes the file's code (A2-BB-0001). */
    codeType: text('code_type').notNull(),
    codeSerial: integer('code_serial').notNull(),
    /** The file kind chosen for categories that need one (B1.7, B2.18). */
    fileType: text('file_type'),
    fileName: text('file_name').notNull(),
    ext: text('ext').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    remark: text('remark').notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => members.id),
    /** The uploader's department at upload time: who may see a file that belongs to no project. */
    depId: integer('dep_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by'),
  },
  (t) => [
    uniqueIndex('step_files_storage_key_uq').on(t.storageKey),
    // Codes never repeat within a project and prefix, deleted files included.
    uniqueIndex('step_files_code_uq').on(sql`coalesce(${t.projId}, 0)`, t.codeType, t.codeSerial),
    index('step_files_step_idx').on(t.projId, t.stpId),
  ],
);

/** A zip download asked for with CMB/Get_Const_File_Download_Path; its code opens the download once in a window. */
export const fileZipTickets = pgTable('file_zip_tickets', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the zip_code; the code travels in a URL, so only its digest is kept. */
  codeHash: text('code_hash').notNull().unique(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id),
  projId: integer('proj_id')
    .notNull()
    .references(() => projects.id),
  /** The phases or steps asked for (serviceType[]). */
  serviceTypes: jsonb('service_types').$type<string[]>().notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
