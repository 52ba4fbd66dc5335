/** The plan field rules of src/domain as one InputError, for the add and edit calls. */
import { InputError } from '../../../domain/errors';
import { checkPlanFields, type PlanLikeFields } from '../../../domain/projects/check-plan-fields';

/** Throws InputError (first message, all of them in fields) unless the fields are acceptable. */
export function assertPlanFields(p: PlanLikeFields): void {
  const errors = checkPlanFields(p);
  const first = Object.values(errors)[0];
  if (first) throw new InputError(first, { fields: errors });
}
