/**
 * TPCD single sign-on (OpenID Connect relying party): sign-ins under way, binding tickets, and which account
 * each provider subject is bound to. See docs/single-sign-on.md.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './member-tables';

/**
 * An authorization request sent to the provider and not yet answered: the checks of its answer (state, nonce,
 * PKCE verifier) stay here, never in the browser. Single use (deleted when the answer comes) and short-lived.
 */
export const ssoLoginRequests = pgTable(
  'sso_login_requests',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the state sent to the provider; it comes back in the redirect and finds this row. */
    stateHash: text('state_hash').notNull(),
    /** SHA-256 of the secret the starting browser keeps: an answer pasted into another browser is refused. */
    flowHash: text('flow_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    /** The redirect URI sent with the request; the code exchange must name the same one. */
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sso_login_requests_state_uq').on(t.stateHash), index('sso_login_requests_expires_idx').on(t.expiresAt)],
);

/**
 * A verified provider subject that no account is bound to yet: the browser gets the ticket and redeems it after
 * a password sign-in (Bind_TPCD_Member_Data). Only the ticket's SHA-256 is stored; never the provider's tokens.
 */
export const ssoBindTickets = pgTable(
  'sso_bind_tickets',
  {
    id: serial('id').primaryKey(),
    ticketHash: text('ticket_hash').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The name and e-mail the provider vouched for, shown when binding. */
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sso_bind_tickets_hash_uq').on(t.ticketHash), index('sso_bind_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Which account a provider subject signs in to: at most one account per subject and one subject per account.
 * Kept apart from members.account_sso on purpose: that column is an administrator-edited grouping key for
 * switching between one person's accounts, and a sign-in credential must not be writable through it.
 */
export const ssoBindings = pgTable(
  'sso_bindings',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The issuer the subject belongs to: a practice provider's subjects never match production's. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sso_bindings_subject_uq').on(t.issuer, t.subject)],
);
