/** Tables of citizen certificates (自然人憑證) bound to accounts, and the VA challenges that prove a card is present. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './member-tables';

/**
 * A certificate bound to an account (VA/Check_Cert 'bind'). Unbinding sets unbound_at and keeps the row:
 * signatures already made with the certificate still name it. One certificate is bound to at most one
 * account at a time.
 */
export const memberCertificates = pgTable(
  'member_certificates',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** Hexadecimal, lower-case, as the certificate carries it. */
    serialNumber: text('serial_number').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    commonName: text('common_name').notNull(),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
    /** SHA-256 of the DER, hexadecimal lower-case. */
    fingerprint: text('fingerprint').notNull(),
    /** The certificate, base64 DER. */
    der: text('der').notNull(),
    /** The kind of certificate: 'MOICA' (自然人憑證) when its issuer is MOICA, else 'OTHER' (e.g. the test CA). */
    cfType: text('cf_type').notNull(),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull().defaultNow(),
    boundBy: integer('bound_by')
      .notNull()
      .references(() => members.id),
    unboundAt: timestamp('unbound_at', { withTimezone: true }),
    unboundBy: integer('unbound_by').references(() => members.id),
  },
  (t) => [
    index('member_certificates_member_idx').on(t.memberId),
    // The database, not a read-then-write check, keeps a certificate on one live account.
    uniqueIndex('member_certificates_live_fingerprint_uq').on(t.fingerprint).where(sql`${t.unboundAt} IS NULL`),
  ],
);

/**
 * A VA/GetCRToken challenge: only its SHA-256 is kept. VA/Auth consumes it once (used_at) and records the
 * certificate whose signature over it verified; VA/Check_Cert 'bind' then claims that proof once.
 */
export const vaChallenges = pgTable(
  'va_challenges',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Fingerprint of the certificate that signed the challenge (set by VA/Auth). */
    certFingerprint: text('cert_fingerprint'),
    /** When a bind used this proof. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('va_challenges_token_hash_uq').on(t.tokenHash), index('va_challenges_member_idx').on(t.memberId)],
);
