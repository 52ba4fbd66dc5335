/** Password checks and changes: by the user (with the current password), by an administrator, or by reset link. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { refuseAccountManagement } from '../../../domain/access/grant-rules';
import { checkNewPassword } from '../../../domain/access/password-policy';
import { ADMIN_CODES } from '../../../domain/admin/admin-codes';
import { ForbiddenError, InputError, NotFoundError } from '../../../domain/errors';
import { members, passwordResets } from '../../db/schema';
import { hashPassword } from '../../security/hash-password';
import { digestToken } from '../../security/opaque-token';
import type { ServerContext } from '../../context';
import { findMemberCodes } from './find-member-codes';
import { setMemberPassword } from './set-member-password';
import { checkPasswordAttempt } from './throttle-sign-in';

/**
 * Whether `authword` is the account's current password (Check_Authword), for the signed-in user's own account
 * only; throttled like sign-in, from the caller's `address`.
 */
export async function checkPassword(ctx: ServerContext, callerId: number, account: string, authword: string, address: string): Promise<boolean> {
  const [member] = await ctx.db.select().from(members).where(eq(members.account, account));
  if (!member) throw new NotFoundError('查無此帳號');
  if (member.id !== callerId) throw new ForbiddenError('僅能確認自己的密碼');
  return checkPasswordAttempt(ctx, { account: member.account, address, kind: 'passwordCheck' }, authword, member.authwordHash);
}

/**
 * Sets a new password for member `id` (Edit_Authword). The user changes their own with the current password
 * (throttled like sign-in, from `address`) and stays signed in with `caller.token`; a holder of code 37 (user
 * management) may set the password of an account they may manage. Every other session of that member ends.
 */
export async function changePassword(
  ctx: ServerContext,
  caller: { id: number; codes: number[]; token: string },
  input: { id: number; new_authword: string; check_authword: string; authword?: string },
  address: string,
): Promise<void> {
  const isSelf = caller.id === input.id;
  if (!isSelf && !caller.codes.includes(ADMIN_CODES.users)) throw new ForbiddenError('您沒有權限變更他人的密碼');
  const [member] = await ctx.db.select().from(members).where(eq(members.id, input.id));
  if (!member) throw new NotFoundError('查無此使用者');
  if (isSelf) {
    if (!input.authword) throw new InputError('請輸入目前密碼', { fields: { authword: '請輸入目前密碼' } });
  } else {
    const refusal = refuseAccountManagement(caller, { id: member.id, codes: await findMemberCodes(ctx.db, member.id, member.dacId) }, { touchesPermissions: false });
    if (refusal) throw new ForbiddenError(refusal, { log: `member ${caller.id} may not set the password of member ${member.id}: ${refusal}` });
  }
  const reason = checkNewPassword(input.new_authword, input.check_authword);
  if (reason) throw new InputError(reason);
  if (isSelf && !(await checkPasswordAttempt(ctx, { account: member.account, address, kind: 'passwordCheck' }, input.authword!, member.authwordHash))) {
    throw new InputError('目前密碼錯誤');
  }
  const hash = await hashPassword(input.new_authword);
  await ctx.db.transaction((tx) => setMemberPassword(tx, member.id, hash, isSelf ? caller.token : undefined));
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

/** Sets a new password from a reset link, once; every session and every other link of that member ends. */
export async function resetPassword(ctx: ServerContext, input: { token: string; new_authword: string; check_authword: string }): Promise<void> {
  const reason = checkNewPassword(input.new_authword, input.check_authword);
  if (reason) throw new InputError(reason);
  const { resetId, memberId } = await findResetMember(ctx, input.token);
  const hash = await hashPassword(input.new_authword);
  await ctx.db.transaction(async (tx) => {
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      // The same link still: a newer one issued meanwhile replaces the digest in this row.
      .where(and(eq(passwordResets.id, resetId), eq(passwordResets.tokenHash, digestToken(input.token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning({ id: passwordResets.id });
    // Two clicks racing on one link: only the first may change the password.
    if (used.length === 0) throw new InputError('重設密碼連結已失效或已使用，請重新申請');
    await setMemberPassword(tx, memberId, hash);
  });
}
