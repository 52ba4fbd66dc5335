/**
 * The step rules (prerequisites and locks, spec doc 2 §4) applied to a stage's budget book, through the same
 * rule function as step forms: A2.8 is locked once A4.6 has started, A3.8 once A5.5 has, A5.5 needs the A3
 * steps and A4.6 and is locked by A5.6, B1.0 needs A5.6.
 */
import type { ConflictError } from '../../../domain/errors';
import { decideStepAccess } from '../../../domain/steps/decide-step-access';
import type { Database } from '../../db/connect-database';
import { explainStepBlock, titlesOf } from '../steps/explain-step-block';
import { findCurrentDefinitions } from '../steps/find-step-definitions';
import { findProjectStatuses } from '../steps/find-project-statuses';

/**
 * Why a stage's book cannot be changed now (`edit`: prerequisites met and not locked) or created
 * (`create`: prerequisites met), or null when it can.
 */
export async function findStageBlock(db: Database, projId: number, stage: string, action: string, mode: 'edit' | 'create' = 'edit'): Promise<ConflictError | null> {
  const definitions = await findCurrentDefinitions(db);
  const definition = definitions.find((d) => d.id === stage);
  if (!definition) return null;
  const ids = [...new Set([stage, ...definition.rules.prerequisites, ...definition.rules.locks])];
  const statuses = (await findProjectStatuses(db, [projId], ids)).get(projId)!;
  const access = decideStepAccess(definition.rules, statuses, { stepId: stage });
  const allowed = mode === 'create' ? access.prerequisitesMet : access.canEdit;
  return allowed ? null : explainStepBlock(mode === 'create' ? { ...access, locked: false } : access, titlesOf(definitions), action);
}

/** Throws the ConflictError (with the 提醒您 preq/lock data) when the stage's book cannot be changed now. */
export async function assertStageRules(db: Database, projId: number, stage: string, action: string, mode: 'edit' | 'create' = 'edit'): Promise<void> {
  const block = await findStageBlock(db, projId, stage, action, mode);
  if (block) throw block;
}
