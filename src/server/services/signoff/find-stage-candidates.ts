/**
 * The people who could sign a stage of a project, for the picker of Add_CHK_AUDIT_STAGE and the unsigned
 * user list: live assignments playing the stage's party, and for an agency stage open to the whole party,
 * the active staff of the project's own department. Who really may sign is decided again when they act.
 */
import { and, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import type { SignOffStagePlan } from '../../../domain/signoff/plan-sign-off-stages';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';
import type { StageCandidate } from '../../../domain/signoff/sign-off-views';
import type { Database } from '../../db/connect-database';
import { members, projectPersonnel, projects } from '../../db/schema';

const IDENTITIES: Readonly<Record<SignOffStagePlan['party'], string>> = { gov: 'undertaker', sup: 'supervisor', con: 'contractor' };
/** At most this many candidates are listed: an agency department can be large. */
const MAX_CANDIDATES = 200;

/** Candidates for the stage on the project, optionally only of one account origin (GOV or PUB). */
export async function findStageCandidates(db: Database, projId: number, stage: Pick<SignOffStagePlan, 'party' | 'signers'>, basefrom?: string): Promise<StageCandidate[]> {
  const live = and(eq(members.state, 1), gte(members.dateline, todayInTaiwan()));
  const assigned = await db
    .select({ id: members.id, cname: members.cname, basefrom: members.basefrom })
    .from(projectPersonnel)
    .innerJoin(members, eq(members.id, projectPersonnel.memberId))
    .where(
      and(
        eq(projectPersonnel.projId, projId),
        eq(projectPersonnel.identity, IDENTITIES[stage.party]),
        isNull(projectPersonnel.deletedAt),
        or(isNull(projectPersonnel.endDate), gte(projectPersonnel.endDate, todayInTaiwan())),
        live,
      ),
    );
  let staff: StageCandidate[] = [];
  if (stage.party === 'gov' && stage.signers === 'party') {
    const [project] = await db.select({ depId: projects.depId }).from(projects).where(eq(projects.id, projId));
    if (project) {
      staff = await db
        .select({ id: members.id, cname: members.cname, basefrom: members.basefrom })
        .from(members)
        .where(and(eq(members.depId, project.depId), inArray(members.basefrom, ['GOV']), live))
        .limit(MAX_CANDIDATES);
    }
  }
  const byId = new Map([...assigned, ...staff].map((m) => [m.id, m]));
  return [...byId.values()].filter((m) => !basefrom || m.basefrom === basefrom).slice(0, MAX_CANDIDATES);
}
