/**
 * Who may touch a step's files: the step's view or edit codes, the project rule (assertProjectAccess) for
 * project files, and for changes the step's prerequisites and locks (a locked step's uploads are frozen
 * like its form). Files of a step whose definition sets projectlessFiles (N1.2) belong to no project and are
 * seen by their uploader and by agency staff of the uploader's department tree.
 */
import { InputError, ForbiddenError } from '../../../domain/errors';
import { decideStepAccess } from '../../../domain/steps/decide-step-access';
import type { StepDefinition, UploadCategory } from '../../../domain/steps/step-definition';
import { holdsAgencyCodes, type ProjectAccessMode } from '../../../domain/projects/decide-project-access';
import { UPLOAD_MESSAGES } from '../../../domain/files/upload-messages';
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertProjectAccess } from '../projects/assert-project-access';
import { findTreeDepartmentIds } from '../projects/find-department-tree';
import { assertStepPermission } from '../steps/assert-step-permission';
import { explainStepBlock, titlesOf } from '../steps/explain-step-block';
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

/** A step's definition once access to its files is granted. */
export type StepFileAccess = Pick<FileStep, 'definition' | 'projectless'>;

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
export async function assertStepFileAccess(ctx: ServerContext, caller: Caller, step: string | FileStep, projId: number | null, mode: ProjectAccessMode): Promise<StepFileAccess> {
  const { definition, definitions, projectless } = typeof step === 'string' ? await findFileStep(ctx, step) : step;
  assertStepPermission(definition, caller.codes, mode);
  if (projectless) return { definition, projectless };
  if (projId === null) throw new InputError("'proj_id'是必要參數");
  await assertProjectAccess(ctx, caller, projId, mode);
  if (mode === 'edit') {
    const statuses = (await findProjectStatuses(ctx.db, [projId], definitions.map((d) => d.id))).get(projId)!;
    const access = decideStepAccess(definition.rules, statuses, { stepId: definition.id });
    if (!access.canEdit) throw explainStepBlock(access, titlesOf(definitions), ACTIONS[mode]);
  }
  return { definition, projectless };
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
}

/** Checks access to one stored file (download, remark, delete); answers its step's definition. */
export async function assertFileAccess(ctx: ServerContext, caller: Caller, file: FileOwnership, mode: ProjectAccessMode): Promise<StepFileAccess> {
  const granted = await assertStepFileAccess(ctx, caller, file.stpId, file.projId, mode);
  if (!granted.projectless || file.uploadedBy === caller.id) return granted;
  const inTree = holdsAgencyCodes(caller, mode) && caller.depId !== null && file.depId !== null && (await findTreeDepartmentIds(ctx.db, caller.depId)).includes(file.depId);
  if (!inTree) throw new ForbiddenError('您沒有此檔案的權限', { log: `member ${caller.id} may not ${mode} projectless file of member ${file.uploadedBy}` });
  return granted;
}
