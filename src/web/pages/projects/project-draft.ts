/**
 * The project form's state: a stored project as a draft, and the check before sending. Blank drafts and the
 * body sent (tidyProjectFields) come from src/domain/projects/project-fields, as the server's do.
 */
import { checkProjectFields } from '../../../domain/projects/check-project-fields';
import { projectFieldsOf, tidyProjectFields, type ProjectFields } from '../../../domain/projects/project-fields';
import type { ProjectRecord } from '../../../domain/projects/project-records';
import { wholeAmount } from './shared/format';

/** The form state of a stored project (amounts as whole digits for the amount inputs). */
export function draftOf(p: ProjectRecord): ProjectFields {
  return {
    ...projectFieldsOf(p),
    proj_total: wholeAmount(p.proj_total),
    proj_construction_cost: wholeAmount(p.proj_construction_cost),
    proj_management_cost: wholeAmount(p.proj_management_cost),
    eir_total: wholeAmount(p.eir_total),
  };
}

/** Field path → message, with the tidying and rules the server applies; empty when the draft may be sent. */
export function checkDraft(d: ProjectFields): Record<string, string> {
  return checkProjectFields(tidyProjectFields(d));
}
