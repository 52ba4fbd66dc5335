/** Password checks and changes: by the user (with the current password), by an administrator, or by reset link. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { checkNewPassword } from '../../../domain/access/password-policy';
import { ForbiddenError, InputError, NotFoundError } from '../../../domain/errors';
import { accessTokens, members, passwordResets } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../security/hash-password';
import { digestToken } from '../../security/opaque-token';
import type { ServerContext } from '../../context';

/** Whether `authword` is the account's current password (Check_Authword). */
export async function checkPassword(ctx: ServerContext, callerId: number, account: string, authword: string): Promise<boolean> {
  const [member] = await ctx.db.select().from(members).where(eq(members.account, account));
  if (!member) throw new NotFoundError('查無此帳號');
  if (member.id !== callerId) throw new ForbiddenError('僅能確認自己的密碼');
  return verifyPassword(authword, member.authwordHash);
}

/**
 * Sets a new password for member `id` (Edit_Authword). The user changes their own; a holder of code 37
 * (user management) may reset anyone's. Other sessions of that member are signed out.
 */
export async function changePassword(
  ctx: ServerContext,
  caller: { id: number; codes: number[] },
  input: { id: number; new_authword: string; check_authword: string; authword?: string },
): Promise<void> {
  const isSelf = caller.id === input.id;
  if (!isSelf && !caller.codes.includes(37)) throw new ForbiddenError('您沒有權限變更他人的密碼');
  const [member] = await ctx.db.select().from(members).where(eq(members.id, input.id));
  if (!member) throw new NotFoundError('查無此使用者');
  if (isSelf && input.authword !== undefined && !(await verifyPassword(input.authword, member.authwordHash))) {
    throw new InputError('目前密碼錯誤');
  }
  const reason = checkNewPassword(input.new_authword, input.check_authword);
  if (reason) throw new InputError(reason);
  await ctx.db.update(members).set({ authwordHash: await hashPassword(input.new_authword) }).where(eq(members.id, member.id));
}

/** Finds the member of a live, unused reset link; throws when it is expired, used or unknown. */
async function findResetMember(ctx: ServerContext, token: string): Promise<{ resetId: number; memberId: number; account: string }> {
  const [row] = await ctx.db
    .select({ resetId: passwordResets.id, memberId: passwordResets.memberId, account: members.account })
    .from(passwordResets)
    .innerJoin(members, eq(members.id, passwordResets.memberId))
    .where(and(eq(passwordResets.tokenHash, digestToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())));
  if (!row) throw new InputError('重設密碼連結已失效或已使用，請重新申請');
  return row;
}

/** Tells the reset page whose password the link resets (the account name only). */
export async function checkResetLink(ctx: ServerContext, token: string): Promise<{ account: string }> {
  const { account } = await findResetMember(ctx, token);
  return { account };
}

/** Sets a new password from a reset link, once; every open session of that member is signed out. */
export async function resetPassword(ctx: ServerContext, input: { token: string; new_authword: string; check_authword: string }): Promise<void> {
  const reason = checkNewPassword(input.new_authword, input.check_authword);
  if (reason) throw new InputError(reason);
  const { resetId, memberId } = await findResetMember(ctx, input.token);
  const hash = await hashPassword(input.new_authword);
  await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    // Two clicks racing on one link: only the first may change the password.
    if (used.length === 0) throw new InputError('重設密碼連結已失效或已使用，請重新申請');
    await tx.update(members).set({ authwordHash: hash }).where(eq(members.id, memberId));
    await tx.update(accessTokens).set({ revokedAt: new Date() }).where(and(eq(accessTokens.memberId, memberId), isNull(accessTokens.revokedAt)));
  });
}
