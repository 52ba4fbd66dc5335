/**
 * Forget_Send_Email: mails a single-use reset link when account and e-mail match. The link is built from the
 * configured public origin only; a member has at most one live link (a new one replaces the old); requests
 * are throttled per address and mails per account, with the same answer either way.
 */
import { and, eq, sql } from 'drizzle-orm';
import { refuseAccountUse } from '../../../domain/access/account-usability';
import { RESET_MAIL_THROTTLE } from '../../../domain/access/throttle-rules';
import { InputError } from '../../../domain/errors';
import { todayInTaiwan } from '../../../domain/today-in-taiwan';
import type { Database } from '../../db/connect-database';
import { members, passwordResets } from '../../db/schema';
import { createOpaqueToken, digestToken } from '../../security/opaque-token';
import { escapeHtml } from '../../mail/escape-html';
import type { ServerContext } from '../../context';
import { buildPublicLink, publicOrigin } from './build-public-link';
import { sweepThrottleCounters, takeThrottleSlot } from './take-throttle-slot';

/** How long a reset link works. */
export const RESET_TTL_MINUTES = 30;

/** The answer whether or not the account exists, so the call cannot be used to probe accounts. */
export const RESET_SENT_MESSAGE = '若帳號與電子信箱相符，重設密碼連結已寄至該信箱，請於 30 分鐘內完成重設';

/** The path of the reset page, the only one `url` may name. */
export const RESET_PAGE_PATH = '/forgetauth';

/**
 * Sends the link to the member's address on file. `url` is the reset page the browser is on: only its path
 * is checked; its origin, like the request's Host, never reaches the mail. `address` is the client's.
 */
export async function sendResetMail(ctx: ServerContext, input: { account: string; email: string; url: string }, address: string): Promise<void> {
  let page: URL;
  try {
    page = new URL(input.url, 'http://reset.invalid');
  } catch {
    throw new InputError("'url'格式不符合");
  }
  if (page.pathname !== RESET_PAGE_PATH) throw new InputError("'url'必須為本系統的重設密碼頁");
  // Refuse before looking anything up, so a missing PUBLIC_URL tells nothing about the account.
  publicOrigin(ctx.config);
  if (!(await takeSlot(ctx.db, RESET_MAIL_THROTTLE.address, address))) return;
  const [member] = await ctx.db
    .select()
    .from(members)
    .where(and(eq(members.account, input.account.trim()), sql`lower(${members.email}) = lower(${input.email.trim()})`));
  if (!member || refuseAccountUse(member, todayInTaiwan())) return;
  if (!(await takeSlot(ctx.db, RESET_MAIL_THROTTLE.account, member.account))) return;
  const token = await issueResetToken(ctx.db, member.id, RESET_TTL_MINUTES);
  const link = buildPublicLink(ctx.config, RESET_PAGE_PATH, { token });
  await ctx.mailer.send({
    to: member.email,
    subject: '【公共工程標案管理平台】重設密碼通知',
    text: `${member.cname} 您好：\n\n我們收到您帳號 ${member.account} 的重設密碼申請。請於 ${RESET_TTL_MINUTES} 分鐘內開啟以下連結設定新密碼（連結僅能使用一次，重新申請後舊連結即失效）：\n\n${link}\n\n若您未提出申請，請忽略本信，您的密碼不會變更。\n`,
    html: `<p>${escapeHtml(member.cname)} 您好：</p><p>我們收到您帳號 ${escapeHtml(member.account)} 的重設密碼申請。請於 ${RESET_TTL_MINUTES} 分鐘內開啟以下連結設定新密碼（連結僅能使用一次，重新申請後舊連結即失效）：</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>若您未提出申請，請忽略本信，您的密碼不會變更。</p>`,
  });
}

/**
 * Stores a new reset link for the member, valid `ttlMinutes`, and answers its token. It takes the place of the
 * member's live link, if any, in one statement: two links of one member are never live together.
 */
export async function issueResetToken(db: Pick<Database, 'insert'>, memberId: number, ttlMinutes: number): Promise<string> {
  const token = createOpaqueToken();
  const values = { tokenHash: digestToken(token), expiresAt: new Date(Date.now() + ttlMinutes * 60_000) };
  await db
    .insert(passwordResets)
    .values({ memberId, ...values })
    .onConflictDoUpdate({ target: passwordResets.memberId, targetWhere: sql`used_at is null`, set: values });
  return token;
}

async function takeSlot(db: Database, rule: (typeof RESET_MAIL_THROTTLE)[keyof typeof RESET_MAIL_THROTTLE], key: string): Promise<boolean> {
  const outcome = await db.transaction((tx) => takeThrottleSlot(tx, rule, key));
  await sweepThrottleCounters(db);
  return outcome.allowed;
}
