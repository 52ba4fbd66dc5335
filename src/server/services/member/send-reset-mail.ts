/** Forget_Send_Email: mails a single-use reset link when account and e-mail match. */
import { and, eq, sql } from 'drizzle-orm';
import { InputError } from '../../../domain/errors';
import { members, passwordResets } from '../../db/schema';
import { createOpaqueToken, digestToken } from '../../security/opaque-token';
import type { ServerContext } from '../../context';

/** How long a reset link works. */
export const RESET_TTL_MINUTES = 30;

/** The answer whether or not the account exists, so the call cannot be used to probe accounts. */
export const RESET_SENT_MESSAGE = '若帳號與電子信箱相符，重設密碼連結已寄至該信箱，請於 30 分鐘內完成重設';

/**
 * Sends the link. `url` is the reset page the browser is on; only its path on this site's origin is
 * trusted, so the mail can never point elsewhere.
 */
export async function sendResetMail(ctx: ServerContext, input: { account: string; email: string; url: string }, origin: string): Promise<void> {
  let page: URL;
  try {
    page = new URL(input.url, origin);
  } catch {
    throw new InputError("'url'格式不符合");
  }
  if (page.origin !== new URL(origin).origin || page.pathname !== '/forgetauth') throw new InputError("'url'必須為本系統的重設密碼頁");
  const [member] = await ctx.db
    .select()
    .from(members)
    .where(and(eq(members.account, input.account.trim()), sql`lower(${members.email}) = lower(${input.email.trim()})`));
  if (!member || member.state !== 1) return;
  const token = createOpaqueToken();
  await ctx.db.insert(passwordResets).values({
    tokenHash: digestToken(token),
    memberId: member.id,
    expiresAt: new Date(Date.now() + RESET_TTL_MINUTES * 60_000),
  });
  page.search = '';
  page.searchParams.set('token', token);
  const link = page.toString();
  await ctx.mailer.send({
    to: member.email,
    subject: '【公共工程標案管理平台】重設密碼通知',
    text: `${member.cname} 您好：\n\n我們收到您帳號 ${member.account} 的重設密碼申請。請於 ${RESET_TTL_MINUTES} 分鐘內開啟以下連結設定新密碼（連結僅能使用一次）：\n\n${link}\n\n若您未提出申請，請忽略本信，您的密碼不會變更。\n`,
    html: `<p>${escapeHtml(member.cname)} 您好：</p><p>我們收到您帳號 ${escapeHtml(member.account)} 的重設密碼申請。請於 ${RESET_TTL_MINUTES} 分鐘內開啟以下連結設定新密碼（連結僅能使用一次）：</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>若您未提出申請，請忽略本信，您的密碼不會變更。</p>`,
  });
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
