/**
 * Checks a draft definition exactly as `npm run validate:steps` checks a file: the schema, then the
 * cross-catalogue rules against every other current definition (the draft replaces its own step).
 */
import type { StepCatalogueFault } from '../../../domain/steps/validate-step-catalogue';
import { validateStepCatalogue } from '../../../domain/steps/validate-step-catalogue';
import type { Database } from '../../db/connect-database';
import { findCurrentDefinitions } from '../steps/find-step-definitions';

/** The faults of the draft itself (faults of other steps are not the author's to fix). */
export async function checkStepDraft(db: Database, draft: unknown): Promise<StepCatalogueFault[]> {
  const id = (draft as { id?: unknown } | null)?.id;
  const file = `${typeof id === 'string' ? id : 'draft'}.json`;
  const others = (await findCurrentDefinitions(db)).filter((d) => d.id !== id).map((d) => ({ file: `${d.id}.json`, definition: d as unknown }));
  return validateStepCatalogue([...others, { file, definition: draft }]).filter((f) => f.file === file);
}
