/**
 * The completeness a step needs before it is done or sent for sign-off: its form valid and complete under
 * the current definition, and a file in every required upload category.
 */
import { and, eq } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import { toFormErrorSchema } from '../../../domain/steps/create-form-validator';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { validateStepSubmission } from '../../../domain/steps/validate-step-submission';
import { stepSubmissions } from '../../db/schema';
import type { ServerContext } from '../../context';
import { findRequiredUploadsMissing } from '../files/count-required-uploads-missing';

/**
 * Throws InputError naming the fields (errorSchema) or the upload categories still missing; `action` ends the
 * message. `recordId` names a record of the step (0: its own form); required uploads are the step's own.
 */
export async function assertStepComplete(ctx: ServerContext, definition: StepDefinition, projId: number, action: string, recordId = 0): Promise<void> {
  if (definition.form) {
    const [submission] = await ctx.db
      .select({ data: stepSubmissions.data })
      .from(stepSubmissions)
      .where(and(eq(stepSubmissions.projId, projId), eq(stepSubmissions.stpId, definition.id), eq(stepSubmissions.auditId, recordId)));
    const errors = validateStepSubmission(definition, submission?.data ?? {});
    if (errors.length > 0) {
      throw new InputError(`表單尚有必填或錯誤欄位，無法${action}`, { fields: { errorSchema: toFormErrorSchema(errors) } });
    }
  }
  if (recordId !== 0) return;
  const missing = await findRequiredUploadsMissing(ctx, projId, definition.id, definition);
  if (missing.length > 0) {
    throw new InputError(`尚未上傳：${missing.map((c) => c.label).join('、')}，無法${action}`, { fields: { uploads: missing.map((c) => c.key) } });
  }
}
