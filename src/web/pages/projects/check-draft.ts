/** Checks the project form before saving, with the same rules the server applies. */
import { checkProjectFields } from '../../../domain/projects/check-project-fields';
import type { ProjectFields } from '../../../domain/projects/project-fields';
import { bodyOf } from './project-draft';

/** Field path → message; empty when the draft may be sent. */
export function checkDraft(d: ProjectFields): Record<string, string> {
  return checkProjectFields({ ...bodyOf(d), proj_total: d.proj_total });
}
