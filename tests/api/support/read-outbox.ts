/** Reads the mails a test server wrote to DATA_DIR/outbox (no SMTP_URL) and the reset links in them. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestServer } from './start-test-server';

/** Every mail in the outbox, oldest first. */
export function outboxMails(server: TestServer): string[] {
  const dir = path.join(server.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((f) => readFileSync(path.join(dir, f), 'utf8'));
}

/** The mail's text with quoted-printable soft breaks and escaped '=' undone, so links can be searched. */
export function flattenMail(mail: string): string {
  return mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The first reset link in a mail. */
export function resetLinkIn(mail: string): string {
  const match = flattenMail(mail).match(/https?:\/\/[^\s"<]+\/forgetauth\?token=[A-Za-z0-9_-]+/);
  if (!match) throw new Error('no reset link in mail');
  return match[0];
}

/** The token of the first reset link in a mail. */
export function resetTokenIn(mail: string): string {
  return new URL(resetLinkIn(mail)).searchParams.get('token')!;
}
