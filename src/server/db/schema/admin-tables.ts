/** Tables of administration and the personal pages: personal notes, authorization roles and business assignments. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { departments, members } from './member-tables';

/** Personal notes: each belongs to one member (auth_id) and only that member reads it. HTML is stored sanitised. */
export const personalNotes = pgTable(
  'personal_notes',
  {
    noteId: serial('note_id').primaryKey(),
    authId: integer('auth_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    htmlContent: text('html_content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personal_notes_auth_idx').on(t.authId, t.createdAt)],
);

/** Authorization roles of a department (usually an agency's top unit), grouped by category (default 主辦機關). */
export const authorizationRoles = pgTable(
  'authorization_roles',
  {
    roleId: serial('role_id').primaryKey(),
    depId: integer('dep_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    category: text('category').notNull().default('主辦機關'),
    /** The role's name as users see it (承辦人, 主管 …). */
    preview: text('preview').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('authorization_roles_name_uq').on(t.depId, t.category, t.preview)],
);

/** Business assignments: the default personnel of a department, a member holding a role for a category, kind and type. */
export const authorizationBusinesses = pgTable(
  'authorization_businesses',
  {
    id: serial('id').primaryKey(),
    depId: integer('dep_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    category: text('category').notNull().default('主辦機關'),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => authorizationRoles.roleId, { onDelete: 'cascade' }),
    authId: integer('auth_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('authorization_businesses_uq').on(t.depId, t.category, t.kind, t.type, t.roleId, t.authId),
    index('authorization_businesses_auth_idx').on(t.authId),
  ],
);

/**
 * Every change of a business assignment, kept after the assignment itself is gone (no foreign keys): who held
 * which role where, who changed it and when. Names are copied so the history reads right after renames.
 */
export const authorizationBusinessHistory = pgTable(
  'authorization_business_history',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id').notNull(),
    rootDepId: integer('root_dep_id').notNull(),
    depId: integer('dep_id').notNull(),
    depname: text('depname').notNull().default(''),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    type: text('type').notNull(),
    roleId: integer('role_id').notNull(),
    roleName: text('role_name').notNull().default(''),
    authId: integer('auth_id').notNull(),
    cname: text('cname').notNull().default(''),
    /** add, edit or delete. */
    action: text('action').notNull(),
    actorId: integer('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('authorization_business_history_root_idx').on(t.rootDepId, t.at)],
);
