/**
 * Who may touch a step's files: the step's view or edit codes, the project rule (assertProjectAccess) for
 * project files, and for changes the step's prerequisites and locks (a locked step's uploads are frozen
 * like its form). Files of a step whose definition sets projectlessFiles (N1.2) belong to no project and are
 * seen by their uploader and by agency staff of the uploader's department tree. Project files follow the
 * step's parties and seals (assertStepParty): a sealed category is neither listed nor downloaded by the sealed
 * party, and a file is deleted only by a member of the party that uploaded it (assertOwnPartyFile).
 */
import { and, eq } from 'drizzle-orm';
import { InputError, ForbiddenError } from '../../../domain/errors';
import { decideStepAccess } from '../../../domain/steps/decide-step-access';
import type { StepDefinition, UploadCategory } from '../../../domain/steps/step-definition';
import { describeParties, type StepParty, type StepPartyAccess } from '../../../domain/steps/decide-step-parties';
import { holdsAgencyCodes, isAgencyCaller, type ProjectAccessMode } from '../../../domain/projects/decide-project-access';
import { UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { findTreeDepartmentIds } from '../projects/find-department-tree';
import { assertStepPermission } from '../steps/assert-step-permission';
import { assertStepParty, partiesOfIdentities } from '../steps/assert-step-party';
import { members, projectPersonnel, projects } from '../../db/schema';
import { explainStepBlock, titlesOf } from '../steps/explain-step-block';
import { assertRecordNotFrozen } from '../signoff/assert-record-not-frozen';
import { findCurrentDefinitions } from '../steps/find-step-definitions';
import { findProjectStatuses } from '../steps/find-project-statuses';

/** A step whose files are being reached: its current definition, the catalogue, and whether its files belong to no project. */
export interface FileStep {
  definition: StepDefinition;
  /** Every current definition (for the prerequisite and lock check). */
  definitions: StepDefinition[];
  /** Files of this step belong to no project (the definition's projectlessFiles). */
  projectless: boolean;
}

/** A step's definition once access to its files is granted, with the caller's parties and seals (null for projectless steps). */
export type StepFileAccess = Pick<FileStep, 'definition' | 'projectless'> & { party: StepPartyAccess | null };

/** What is being done, for the refusal message of a locked step. */
const ACTIONS: Record<ProjectAccessMode, string> = { view: '檢視檔案', edit: '異動檔案' };

/** The step `stpId` as the file calls need it; refuses an unknown step. */
export async function findFileStep(ctx: ServerContext, stpId: string): Promise<FileStep> {
  const definitions = await findCurrentDefinitions(ctx.db);
  const definition = definitions.find((d) => d.id === stpId);
  if (!definition) throw new InputError(`查無步驟 ${stpId}`);
  return { definition, definitions, projectless: definition.projectlessFiles === true };
}

/**
 * Checks access to a step's files in a project (ignored for projectless steps); answers the step's current
 * definition. Takes the step id, or the step already found when the caller needed it first (IMPORT_FILE).
 */
export async function assertStepFileAccess(
  ctx: ServerContext,
  caller: Caller,
  step: string | FileStep,
  projId: number | null,
  mode: ProjectAccessMode,
  recordId = 0,
): Promise<StepFileAccess> {
  const { definition, definitions, projectless } = typeof step === 'string' ? await findFileStep(ctx, step) : step;
  assertStepPermission(definition, caller.codes, mode);
  if (projectless) return { definition, projectless, party: null };
  if (projId === null) throw new InputError("'proj_id'是必要參數");
  const party = await assertStepParty(ctx, caller, definition, projId, mode);
  if (mode === 'edit') {
    const statuses = (await findProjectStatuses(ctx.db, [projId], definitions.map((d) => d.id))).get(projId)!;
    const access = decideStepAccess(definition.rules, statuses, { stepId: definition.id });
    if (!access.canEdit) throw explainStepBlock(access, titlesOf(definitions), ACTIONS[mode]);
    // The files are part of what an open sign-off case signs.
    await assertRecordNotFrozen(ctx.db, { projId, stpId: definition.id, recordId }, ACTIONS[mode]);
  }
  return { definition, projectless, party };
}

/** The category with key `fileTo` of a definition; refuses an unknown key or a code_type other than its prefix. */
export function findUploadCategory(definition: StepDefinition, fileTo: string, codeType?: string): UploadCategory {
  const category = (definition.uploads ?? []).find((c) => c.key === fileTo);
  if (!category) throw new InputError(UPLOAD_MESSAGES.unknownCategory, { log: `${definition.id} has no upload category ${fileTo}` });
  if (codeType !== undefined && codeType !== category.codePrefix) {
    throw new InputError(UPLOAD_MESSAGES.codeMismatch, { log: `code_type ${codeType} ≠ ${category.codePrefix} of ${definition.id}/${fileTo}` });
  }
  return category;
}

/** The file row facts the access rule needs. */
export interface FileOwnership {
  projId: number | null;
  stpId: string;
  uploadedBy: number | null;
  depId: number | null;
  /** The upload category key: a category sealed from the caller is out of reach. */
  category: string;
  /** The record (audit_id) of the step the file belongs to. */
  auditId: number;
}

/** Checks access to one stored file (download, remark, delete); answers its step's definition. */
export async function assertFileAccess(ctx: ServerContext, caller: Caller, file: FileOwnership, mode: ProjectAccessMode): Promise<StepFileAccess> {
  const granted = await assertStepFileAccess(ctx, caller, file.stpId, file.projId, mode, file.auditId);
  if (granted.party?.hiddenUploads.includes(file.category)) {
    throw new ForbiddenError(granted.party.sealMessages.join('；'), { log: `member ${caller.id} [${granted.party.parties}] may not ${mode} sealed ${file.stpId}/${file.category} file` });
  }
  if (!granted.projectless || file.uploadedBy === caller.id) return granted;
  const inTree = holdsAgencyCodes(caller, mode) && caller.depId !== null && file.depId !== null && (await findTreeDepartmentIds(ctx.db, caller.depId)).includes(file.depId);
  if (!inTree) throw new ForbiddenError('您沒有此檔案的權限', { log: `member ${caller.id} may not ${mode} projectless file of member ${file.uploadedBy}` });
  return granted;
}

/** The parties the uploader of a file plays on its project: their agency tree, or any assignment they ever held there. */
async function findUploaderParties(ctx: ServerContext, uploaderId: number, projId: number): Promise<StepParty[]> {
  const [uploader] = await ctx.db.select({ basefrom: members.basefrom, supervise: members.supervise, depId: members.depId }).from(members).where(eq(members.id, uploaderId));
  if (!uploader) return [];
  // Ended or removed assignments count too: a file keeps the party it was uploaded for.
  const assignments = await ctx.db
    .select({ identity: projectPersonnel.identity })
    .from(projectPersonnel)
    .where(and(eq(projectPersonnel.projId, projId), eq(projectPersonnel.memberId, uploaderId)));
  const parties = partiesOfIdentities(assignments.map((a) => a.identity));
  if (!parties.includes('gov') && isAgencyCaller({ basefrom: uploader.basefrom as 'GOV' | 'PUB', supervise: uploader.supervise, codes: [] }) && uploader.depId !== null) {
    const [project] = await ctx.db.select({ depId: projects.depId }).from(projects).where(eq(projects.id, projId));
    if (project && (await findTreeDepartmentIds(ctx.db, uploader.depId)).includes(project.depId)) parties.push('gov');
  }
  return parties;
}

/** Delete_File: only a member of the party that uploaded the file (or its uploader) may delete it. */
export async function assertOwnPartyFile(ctx: ServerContext, caller: Caller, file: FileOwnership, access: StepFileAccess): Promise<void> {
  if (access.projectless || file.projId === null || file.uploadedBy === caller.id || !access.party) return;
  const uploaderParties = file.uploadedBy === null ? [] : await findUploaderParties(ctx, file.uploadedBy, file.projId);
  if (!uploaderParties.some((party) => access.party!.parties.includes(party))) {
    throw new ForbiddenError(`只有上傳此檔案的一方（${describeParties(uploaderParties)}）可以刪除`, {
      log: `member ${caller.id} [${access.party.parties}] may not delete file of member ${file.uploadedBy} [${uploaderParties}]`,
    });
  }
}
