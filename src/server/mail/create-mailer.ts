/**
 * Outgoing mail. With SMTP_URL set, mail goes through that SMTP server; without it each message is written as
 * an .eml file under DATA_DIR/outbox and the log says where, so a developer can open the reset link.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A message to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends mail; answers where it went (SMTP message id or .eml path). */
export interface Mailer {
  send(message: MailMessage): Promise<{ via: 'smtp' | 'outbox'; id: string }>;
}

/** Creates the mailer for the settings. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: (msg: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: options.from, ...message });
        return { via: 'smtp', id: String(info.messageId) };
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(options.outboxDir, `${stamp}-${Math.random().toString(36).slice(2, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log(`郵件未設定 SMTP_URL，已寫入 ${file}`);
      return { via: 'outbox', id: file };
    },
  };
}
