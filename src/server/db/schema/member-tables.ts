/** Tables of accounts, departments, job titles, groups, sign-in tokens, captchas and password resets. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Departments: agencies, their sub-units, supervision firms and contractors, as one tree. */
export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  depname: text('depname').notNull(),
  /** Department type; '4' marks an agency (GOV) unit. */
  deptype: text('deptype').notNull().default('4'),
  depLevel: integer('dep_level').notNull().default(1),
  idParent: integer('id_parent'),
  /** Department group code used to number merged tenders. */
  depGroup: text('dep_group'),
  isAccountingOffice: boolean('is_accounting_office').notNull().default(false),
  state: integer('state').notNull().default(1),
});

/** Job titles (department subs): a position in a department that carries permission codes. */
export const departmentSubs = pgTable('department_subs', {
  id: serial('id').primaryKey(),
  depId: integer('dep_id').notNull().references(() => departments.id),
  level: integer('level').notNull().default(1),
  dacIdTrace: text('dac_id_trace'),
  previewName: text('preview_name').notNull(),
  /** Permission codes the title grants. */
  preview: jsonb('preview').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  previewTemp: jsonb('preview_temp').$type<number[]>(),
});

/** Permission groups of a department; each carries system_permission codes. */
export const departmentGroups = pgTable('department_groups', {
  groupId: serial('group_id').primaryKey(),
  groupName: text('group_name').notNull(),
  depId: integer('dep_id').notNull().references(() => departments.id),
  systemPermission: jsonb('system_permission').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
});

/** User accounts of both origins (GOV agency staff, PUB company accounts). */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    accountSso: text('account_sso'),
    /** scrypt hash in the form scrypt$N$r$p$salt$hash. */
    authwordHash: text('authword_hash').notNull(),
    basefrom: text('basefrom').notNull().default('GOV'),
    depId: integer('dep_id').references(() => departments.id),
    /** The job title (department sub) the user holds. */
    dacId: integer('dac_id').references(() => departmentSubs.id),
    state: integer('state').notNull().default(1),
    dateline: date('dateline').notNull().default('2999-01-01'),
    cname: text('cname').notNull(),
    ename: text('ename').notNull().default('N/A'),
    tel: jsonb('tel').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    authnum: text('authnum').notNull().default(''),
    email: text('email').notNull().default(''),
    worknum: text('worknum').notNull().default(''),
    jobName: text('job_name').notNull().default(''),
    supervise: text('supervise').notNull().default('0'),
    stateDescribe: text('state_describe').notNull().default(''),
    /** When and by whom the account was last disabled or enabled (Delete_User, Enable_User). */
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    stateChangedBy: integer('state_changed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_account_uq').on(t.account),
    // Accounts sharing account_sso belong to one person and may switch between each other (account binding).
    index('members_account_sso_idx').on(t.accountSso),
    index('members_dep_idx').on(t.depId),
  ],
);

/** Which permission groups a member belongs to. */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id').notNull().references(() => departmentGroups.groupId, { onDelete: 'cascade' }),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.memberId] })],
);

/** Sign-in tokens: only the SHA-256 of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('access_tokens_hash_uq').on(t.tokenHash)],
);

/** Image captchas: one live challenge per client id, single use, short-lived. */
export const captchas = pgTable('captchas', {
  clientId: text('client_id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Counters that throttle guessing and mail bombing (sign-in, password checks, reset mails): one row per
 * rule and key (e.g. an account, an address, an account at an address). Updated with single atomic
 * statements so that parallel requests cannot all read the same count.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    /** The rule the row counts for ('password.pair', 'resetMail.address', …: ThrottleRule.scope). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Attempts counted since the row was last forgotten. */
    hits: integer('hits').notNull().default(0),
    /** No further attempt is allowed before this instant. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    /** The last counted attempt; a row quiet for the rule's time starts again from zero. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('throttle_counters_updated_idx').on(t.updatedAt)],
);

/** Password-reset links: single use, with expiry; only the hash is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    memberId: integer('member_id').notNull().references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_resets_hash_uq').on(t.tokenHash),
    // At most one live link per member: issuing a new one replaces the old, so an older link cannot outlive it.
    uniqueIndex('password_resets_live_uq').on(t.memberId).where(sql`${t.usedAt} is null`),
  ],
);
