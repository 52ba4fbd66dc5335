/**
 * Load_Detail_Now (and EMA Get_Final_DetailList for the last stage): the stage's book for the caller,
 * created from the previous stage when first opened; access is checked first, so a contractor never
 * reaches A2.8 or A3.8 and the A5.5 book they get was made without the agency's prices.
 */
import type { Caller } from '../../http/authenticate';
import type { ServerContext } from '../../context';
import { assertStageAccess } from './assert-stage-access';
import { describeStageBook, type StageBookAnswer } from './describe-stage-book';
import { openStageBook } from './open-stage-book';

/** The caller's view of the project's stage book. */
export async function loadStageBook(ctx: ServerContext, caller: Caller, input: { proj_id: number; stp_id: string }): Promise<StageBookAnswer> {
  const access = await assertStageAccess(ctx, caller, input.proj_id, input.stp_id, 'view');
  const row = await openStageBook(ctx, caller.id, input.proj_id, access.chain, access.stage);
  return describeStageBook(ctx, row, access);
}
