/** Saves an administrator's definition as a new draft version (not live until published). */
import { eq, max } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { STEP_ID_PATTERN } from '../../../domain/steps/step-route-name';
import type { StepCatalogueFault } from '../../../domain/steps/validate-step-catalogue';
import { stepDefinitions } from '../../db/schema';
import type { ServerContext } from '../../context';
import { hashDefinition } from '../steps/load-step-catalogue';
import { checkStepDraft } from './check-step-draft';

/** The stored draft and what still stands in the way of publishing it. */
export interface SavedDraft {
  stp_id: string;
  version: number;
  faults: StepCatalogueFault[];
}

/** Stores the draft as the step's next version; faults are answered, not refused, so work is never lost. */
export async function saveStepDraft(ctx: ServerContext, callerId: number, draft: Record<string, unknown>): Promise<SavedDraft> {
  const id = draft.id;
  if (typeof id !== 'string' || !STEP_ID_PATTERN.test(id)) throw new InputError("'id'格式不符合（例如 B2.21）");
  // Checked before the transaction: on the embedded database a query outside an open transaction waits for it.
  const faults = await checkStepDraft(ctx.db, draft);
  return ctx.db.transaction(async (tx) => {
    const [top] = await tx.select({ v: max(stepDefinitions.version) }).from(stepDefinitions).where(eq(stepDefinitions.stpId, id));
    const version = (top?.v ?? 0) + 1;
    const definition = { ...draft, version } as unknown as StepDefinition;
    await tx.insert(stepDefinitions).values({ stpId: id, version, definition, source: 'editor', contentHash: hashDefinition(definition), createdBy: callerId });
    return { stp_id: id, version, faults };
  });
}
