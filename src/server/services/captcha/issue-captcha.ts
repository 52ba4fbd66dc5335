/** Issues an image captcha bound to a client id: the newest challenge replaces the previous one. */
import svgCaptcha from 'svg-captcha';
import { sql } from 'drizzle-orm';
import { captchas } from '../../db/schema';
import { digestToken } from '../../security/opaque-token';
import type { ServerContext } from '../../context';

/** How long a captcha stays valid. */
export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

/** Creates a fresh captcha for the client and answers the SVG image. */
export async function issueCaptcha(ctx: ServerContext, clientId: string): Promise<string> {
  const captcha = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0oO1iIlL', color: true, background: '#f4f6f8' });
  const answerHash = digestToken(captcha.text.toLowerCase());
  const expiresAt = new Date(Date.now() + CAPTCHA_TTL_MS);
  await ctx.db
    .insert(captchas)
    .values({ clientId, answerHash, expiresAt })
    .onConflictDoUpdate({ target: captchas.clientId, set: { answerHash, expiresAt } });
  // Expired challenges of clients that never came back are not worth keeping.
  await ctx.db.delete(captchas).where(sql`${captchas.expiresAt} < now() - interval '1 hour'`);
  return captcha.data;
}
