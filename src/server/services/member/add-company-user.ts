/**
 * Add_SUP_EMAIL: an administrator adds a company (PUB) user. Without a password the account gets an
 * unusable random one and the user is mailed a single-use link to set their own. The job title and groups
 * may carry only codes the administrator holds (createMember checks).
 */
import type { UserRecord } from '../../../domain/admin/admin-records';
import { escapeHtml } from '../../mail/escape-html';
import type { ServerContext } from '../../context';
import type { Grantor } from '../admin/assert-may-grant';
import { hashPassword } from '../../security/hash-password';
import { createOpaqueToken } from '../../security/opaque-token';
import { buildPublicLink, publicOrigin } from './build-public-link';
import { createMember } from './create-member';
import { findUserRecord } from './find-user-records';
import { readUserInput, type UserInput } from './read-user-input';
import { issueResetToken } from './send-reset-mail';

/** How long the set-password link of a new account works. */
export const ACTIVATION_TTL_DAYS = 7;

/**
 * Creates the user, mails the link (built from PUBLIC_URL only, never from the request), and answers the
 * record and whether the mail went out.
 */
export async function addCompanyUser(ctx: ServerContext, caller: Grantor, input: UserInput): Promise<{ user: UserRecord; mailed: boolean }> {
  // Refuse before anything is stored when production cannot build the link.
  publicOrigin(ctx.config);
  const basefrom = input.basefrom ?? 'PUB';
  const user = await readUserInput(ctx.db, input, 'addPub', basefrom);
  const hash = await hashPassword(input.authword || createOpaqueToken());
  const id = await createMember(ctx.db, caller, user, hash);
  const token = await issueResetToken(ctx.db, id, ACTIVATION_TTL_DAYS * 24 * 60);
  const link = buildPublicLink(ctx.config, '/forgetauth', { token });
  const { account, cname, email } = user.values;
  let mailed = true;
  try {
    await ctx.mailer.send({
      to: email,
      subject: '【公共工程標案管理平台】帳號開通通知',
      text: `${cname} 您好：\n\n系統管理員已為您建立帳號 ${account}。請於 ${ACTIVATION_TTL_DAYS} 天內開啟以下連結設定密碼（連結僅能使用一次）：\n\n${link}\n`,
      html: `<p>${escapeHtml(cname)} 您好：</p><p>系統管理員已為您建立帳號 ${escapeHtml(account)}。請於 ${ACTIVATION_TTL_DAYS} 天內開啟以下連結設定密碼（連結僅能使用一次）：</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    });
  } catch {
    // The account exists either way; the administrator can send a reset link or set a password instead.
    mailed = false;
  }
  return { user: (await findUserRecord(ctx.db, id))!, mailed };
}
