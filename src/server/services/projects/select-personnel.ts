/** The query of assignments joined with the person and their unit. */
import { eq, type SQL } from 'drizzle-orm';
import { departments, members, projectPersonnel } from '../../db/schema';
import type { ServerContext } from '../../context';

/** Selects assignments matching `where`; chain orderBy/limit as needed. */
export function selectPersonnel(ctx: ServerContext, where: SQL | undefined) {
  return ctx.db
    .select({ a: projectPersonnel, cname: members.cname, account: members.account, email: members.email, depname: departments.depname })
    .from(projectPersonnel)
    .innerJoin(members, eq(members.id, projectPersonnel.memberId))
    .leftJoin(departments, eq(departments.id, members.depId))
    .where(where)
    .$dynamic();
}
