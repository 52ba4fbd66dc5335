/** Random opaque tokens (sign-in, password reset) and the SHA-256 digest under which they are stored. */
import { createHash, randomBytes } from 'node:crypto';

/** A new random token, URL-safe. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The digest stored in the database in place of the token itself. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
