/**
 * Finds the export form generator for a form type among the current step definitions, refusing a form
 * the step does not declare (找不到對應表單生成器), one not offered in this environment, or a format the
 * form does not offer.
 */
import type { ExportFormat } from '../../../domain/exports/export-document';
import { EXPORT_MESSAGES } from '../../../domain/exports/export-messages';
import { InputError, NotFoundError } from '../../../domain/errors';
import type { ExportForm, StepDefinition } from '../../../domain/steps/step-definition';
import type { ServerContext } from '../../context';
import { findCurrentDefinitions } from '../steps/find-step-definitions';

/** The environment names export forms are limited to. */
type ExportEnvironment = NonNullable<ExportForm['environments']>[number];

function environmentOf(appEnv: string): ExportEnvironment {
  return appEnv === 'production' || appEnv === 'test' ? appEnv : 'development';
}

/** The step and form that generate a form type, checked against the environment and the format asked for. */
export async function findExportForm(ctx: ServerContext, formType: string, format: ExportFormat): Promise<{ definition: StepDefinition; form: ExportForm }> {
  for (const definition of await findCurrentDefinitions(ctx.db)) {
    const form = definition.exports.find((f) => f.formType === formType);
    if (!form) continue;
    if (form.environments && !form.environments.includes(environmentOf(ctx.config.appEnv))) {
      throw new NotFoundError(EXPORT_MESSAGES.noGenerator, { log: `form ${formType} is not offered in ${ctx.config.appEnv}` });
    }
    if (!(form.formats as string[]).includes(format)) {
      throw new InputError(`表單「${form.title}」不提供 ${format} 格式，可用：${form.formats.join('、')}`);
    }
    return { definition, form };
  }
  throw new NotFoundError(EXPORT_MESSAGES.noGenerator, { log: `no step declares ${formType}` });
}
