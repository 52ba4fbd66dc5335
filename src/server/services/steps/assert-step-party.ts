/**
 * The step party rule on the server: finds the caller's parties on a project (agency staff of the project's
 * tree or its undertaker → gov; a live assignment as supervisor, contractor or designer → sup, con,
 * designer) and the project's events (award), and refuses a caller whom the step's definition does not name.
 * Every call that reads or writes step data, statuses, files or budget books goes through assertStepParty.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { ForbiddenError } from '../../../domain/errors';
import { isAgencyCaller, type ProjectAccessMode } from '../../../domain/projects/decide-project-access';
import { decideStepParties, explainStepPartyRefusal, type ProjectEvents, type StepParty, type StepPartyAccess } from '../../../domain/steps/decide-step-parties';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { projectAwards, projects } from '../../db/schema';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertProjectAccess } from '../projects/assert-project-access';
import { findTreeDepartmentIds } from '../projects/find-department-tree';

/** The party each assignment identity plays. */
const IDENTITY_PARTY: Readonly<Record<string, StepParty>> = { undertaker: 'gov', supervisor: 'sup', contractor: 'con', designer: 'designer' };

/** The parties of assignment identities, in STEP_PARTIES order without repeats. */
export function partiesOfIdentities(identities: readonly string[]): StepParty[] {
  return [...new Set(identities.map((identity) => IDENTITY_PARTY[identity]).filter((party): party is StepParty => party !== undefined))];
}

/** The caller on a project: the identities of their live assignments and the parties they play. */
export interface ProjectParties {
  assignedAs: string[];
  parties: StepParty[];
}

/** Checks project access for `mode` (assertProjectAccess) and answers the caller's parties on the project. */
export async function findProjectParties(ctx: ServerContext, caller: Caller, projId: number, mode: ProjectAccessMode): Promise<ProjectParties> {
  const { assignedAs } = await assertProjectAccess(ctx, caller, projId, mode);
  const parties = partiesOfIdentities(assignedAs);
  if (!parties.includes('gov') && isAgencyCaller(caller) && caller.depId !== null) {
    const [project] = await ctx.db.select({ depId: projects.depId }).from(projects).where(eq(projects.id, projId));
    if (project && (await findTreeDepartmentIds(ctx.db, caller.depId)).includes(project.depId)) parties.unshift('gov');
  }
  return { assignedAs, parties };
}

/** The events that lift seals on a project: award once the award record carries an award date. */
export async function findProjectEvents(ctx: ServerContext, projId: number): Promise<ProjectEvents> {
  const [awarded] = await ctx.db
    .select({ projId: projectAwards.projId })
    .from(projectAwards)
    .where(and(eq(projectAwards.projId, projId), isNotNull(projectAwards.awardDate)));
  return { award: Boolean(awarded) };
}

/** Throws ForbiddenError (naming the step) unless `access` allows `mode`. */
export function assertPartyAllows(definition: StepDefinition, access: StepPartyAccess, mode: ProjectAccessMode, log: string): void {
  const allowed = mode === 'view' ? access.canView : access.canEdit;
  if (!allowed) throw new ForbiddenError(explainStepPartyRefusal(definition, access, mode), { log: `${log} [${access.parties}] may not ${mode} ${definition.id}` });
}

/** Project access, party and seals for one step of one project; answers what the caller may see and do. */
export async function assertStepParty(
  ctx: ServerContext,
  caller: Caller,
  definition: StepDefinition,
  projId: number,
  mode: ProjectAccessMode,
): Promise<StepPartyAccess & { assignedAs: string[] }> {
  const { assignedAs, parties } = await findProjectParties(ctx, caller, projId, mode);
  const access = decideStepParties(definition, parties, await findProjectEvents(ctx, projId));
  assertPartyAllows(definition, access, mode, `member ${caller.id} on project ${projId}`);
  return { ...access, assignedAs };
}

/** What the browser is told about the caller's access to a step (Get_Step_Data's `access`). */
export function describeStepPartyAccess(access: StepPartyAccess): StepPartyAccess {
  const { parties, canView, canEdit, wholeStepSealed, hiddenFields, hiddenUploads, sealMessages } = access;
  return { parties, canView, canEdit, wholeStepSealed, hiddenFields, hiddenUploads, sealMessages };
}
