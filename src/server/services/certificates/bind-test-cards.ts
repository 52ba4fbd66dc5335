/**
 * Development only: binds each demo account's test card (DATA_DIR/test-pki) to it, so the sign-off can be
 * tried at once. Called only when the trust is the generated test CA, which production never has.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connect-database';
import { memberCertificates, members } from '../../db/schema';
import { summariseCertificate } from '../../signatures/parse-certificate';
import type { TestCard } from '../../signatures/test-pki/test-cards';
import { bindingRow } from './certificate-kind';

/** Binds the cards of existing demo accounts not bound yet; answers how many it bound. */
export async function bindTestCards(db: Database, cards: TestCard[]): Promise<number> {
  if (cards.length === 0) return 0;
  const accounts = await db.select({ id: members.id, account: members.account }).from(members).where(inArray(members.account, cards.map((c) => c.account)));
  let bound = 0;
  for (const card of cards) {
    const member = accounts.find((a) => a.account === card.account);
    if (!member) continue;
    const summary = summariseCertificate(card.certificate);
    const [live] = await db.select({ id: memberCertificates.id }).from(memberCertificates).where(and(eq(memberCertificates.fingerprint, summary.fingerprint), isNull(memberCertificates.unboundAt)));
    if (live) continue;
    // Unbound on purpose earlier (a test of unbinding): stays unbound rather than coming back at every start.
    const [earlier] = await db.select({ id: memberCertificates.id }).from(memberCertificates).where(eq(memberCertificates.fingerprint, summary.fingerprint));
    if (earlier) continue;
    await db.insert(memberCertificates).values(bindingRow(summary, member.id, member.id));
    bound += 1;
  }
  return bound;
}
