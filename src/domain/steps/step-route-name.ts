/** Step ids ↔ page component names used in routes (processManage/{componentName}): dots become underscores. */
import { InputError } from '../errors';

/** The shape of a step id (A3.8, B2.20.1): phase code, number and an optional sub-number. */
export const STEP_ID_PATTERN = /^[A-Z][0-9]\.[0-9]{1,2}(\.[0-9]{1,2})?$/;
const COMPONENT_NAME = /^[A-Z][0-9]_[0-9]{1,2}(_[0-9]{1,2})?$/;

/** Turns a step id into its component name: A3.8 → A3_8, B2.20.1 → B2_20_1. */
export function toComponentName(stepId: string): string {
  if (!STEP_ID_PATTERN.test(stepId)) throw new InputError('錯誤的步驟代碼', { log: `invalid step id: ${stepId}` });
  return stepId.replaceAll('.', '_');
}

/** Turns a component name from a route back into the step id: A3_8 → A3.8. */
export function fromComponentName(componentName: string): string {
  if (!COMPONENT_NAME.test(componentName)) {
    throw new InputError('錯誤的步驟頁面名稱', { log: `invalid component name: ${componentName}` });
  }
  return componentName.replaceAll('_', '.');
}
