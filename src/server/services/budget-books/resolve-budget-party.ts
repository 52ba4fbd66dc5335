/**
 * Which party a caller is on a project's budget books: agency staff (GOV accounts that are not
 * supervisors), the contractor assigned to the project (a live 'contractor' assignment), or someone else.
 */
import { and, eq, gte, isNull, or } from 'drizzle-orm';
import type { BudgetParty } from '../../../domain/budget-book/budget-stages';
import { isAgencyCaller } from '../../../domain/projects/decide-project-access';
import { projectPersonnel } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { todayInTaiwan } from '../projects/today-in-taiwan';

/** The identity of a contractor's assignment in project_personnel. */
export const CONTRACTOR_IDENTITY = 'contractor';

/** The caller's party on the project (project access itself is checked by assertProjectAccess). */
export async function resolveBudgetParty(ctx: ServerContext, caller: Caller, projId: number): Promise<BudgetParty> {
  if (isAgencyCaller(caller)) return 'agency';
  const [assignment] = await ctx.db
    .select({ id: projectPersonnel.id })
    .from(projectPersonnel)
    .where(
      and(
        eq(projectPersonnel.projId, projId),
        eq(projectPersonnel.memberId, caller.id),
        eq(projectPersonnel.identity, CONTRACTOR_IDENTITY),
        isNull(projectPersonnel.deletedAt),
        or(isNull(projectPersonnel.endDate), gte(projectPersonnel.endDate, todayInTaiwan())),
      ),
    )
    .limit(1);
  return assignment ? 'contractor' : 'other';
}
