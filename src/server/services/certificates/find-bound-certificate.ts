/** The live binding of a certificate to an account: what the sign-off checks before it accepts a signature. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect-database';
import { memberCertificates } from '../../db/schema';

/** A bound certificate row. */
export type BoundCertificate = typeof memberCertificates.$inferSelect;

/**
 * The certificate with SHA-256 `fingerprint` bound to member `memberId`, or null when it is not bound to
 * them (an unbound certificate does not count).
 */
export async function findBoundCertificate(db: Database, memberId: number, fingerprint: string): Promise<BoundCertificate | null> {
  const [row] = await db
    .select()
    .from(memberCertificates)
    .where(and(eq(memberCertificates.memberId, memberId), eq(memberCertificates.fingerprint, fingerprint.toLowerCase()), isNull(memberCertificates.unboundAt)));
  return row ?? null;
}
