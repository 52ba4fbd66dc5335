/** A step's stored versions and its publication log, newest first. */
import { desc, eq } from 'drizzle-orm';
import { currentStepVersions, members, stepDefinitions, stepPublications } from '../../db/schema';
import type { Database } from '../../db/connect-database';

/** Every version with who made it, and whether it is current. */
export async function listStepVersions(db: Database, stpId: string) {
  const [current] = await db.select().from(currentStepVersions).where(eq(currentStepVersions.stpId, stpId));
  const rows = await db
    .select({ version: stepDefinitions.version, source: stepDefinitions.source, createdAt: stepDefinitions.createdAt, createdBy: members.cname, title: stepDefinitions.definition })
    .from(stepDefinitions)
    .leftJoin(members, eq(members.id, stepDefinitions.createdBy))
    .where(eq(stepDefinitions.stpId, stpId))
    .orderBy(desc(stepDefinitions.version));
  return rows.map((r) => ({
    version: r.version,
    source: r.source,
    title: r.title.title,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    isCurrent: current?.version === r.version,
  }));
}

/** Who published which version when, with the note. */
export async function listStepPublications(db: Database, stpId: string) {
  const rows = await db
    .select({ version: stepPublications.version, publishedAt: stepPublications.publishedAt, note: stepPublications.note, publishedBy: members.cname })
    .from(stepPublications)
    .leftJoin(members, eq(members.id, stepPublications.publishedBy))
    .where(eq(stepPublications.stpId, stpId))
    .orderBy(desc(stepPublications.publishedAt), desc(stepPublications.id));
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString(), publishedBy: r.publishedBy ?? '系統' }));
}
