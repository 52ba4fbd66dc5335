/** Get_PROJECT_Undertaker: agency staff of the caller's tree who can be a project's undertaker (承辦人). */
import type { PersonChoice } from '../../../domain/projects/project-records';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { departments, members } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findCallerTree } from './caller-scope';

export type { PersonChoice };

/** Active GOV non-supervisor members of the caller's tree, by unit and name. */
export async function listUndertakers(ctx: ServerContext, caller: Caller): Promise<PersonChoice[]> {
  const tree = await findCallerTree(ctx, caller);
  if (tree.length === 0) return [];
  const rows = await ctx.db
    .select({ m: members, depname: departments.depname })
    .from(members)
    .leftJoin(departments, eq(departments.id, members.depId))
    .where(and(inArray(members.depId, tree), eq(members.basefrom, 'GOV'), ne(members.supervise, '1'), eq(members.state, 1)))
    .orderBy(asc(members.depId), asc(members.cname));
  return rows.map(toPersonChoice);
}

/** Shapes a member row with its unit name. */
export function toPersonChoice(r: { m: typeof members.$inferSelect; depname: string | null }): PersonChoice {
  return { id: r.m.id, cname: r.m.cname, account: r.m.account, dep_id: r.m.depId, depname: r.depname, tel: r.m.tel[0] ?? '', email: r.m.email };
}
