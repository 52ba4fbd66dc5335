/** The current definition of a step that declares a sign-off, for the BFC and VA calls. */
import { InputError } from '../../../domain/errors';
import type { SignOff, StepDefinition } from '../../../domain/steps/step-definition';
import type { ServerContext } from '../../context';
import { findCurrentDefinitions } from '../steps/find-step-definitions';

/** A definition known to have a sign-off. */
export type SignOffStep = StepDefinition & { signOff: SignOff };

/** Answers the step's current definition; refuses an unknown step or one without a sign-off. */
export async function findSignOffStep(ctx: ServerContext, stpId: string): Promise<{ definition: SignOffStep; definitions: StepDefinition[] }> {
  const definitions = await findCurrentDefinitions(ctx.db);
  const definition = definitions.find((d) => d.id === stpId);
  if (!definition) throw new InputError(`查無步驟 ${stpId}`);
  if (!definition.signOff) throw new InputError(`「${definition.id} ${definition.title}」沒有簽核設定`);
  return { definition: definition as SignOffStep, definitions };
}
