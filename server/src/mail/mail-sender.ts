import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';
import type { MailConfig } from '../config/mail-config.js';

/** One message to one shopper: its subject, plain text and simple HTML (templates make them). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where a message went: the SMTP server's answer, or the .eml file written. */
export interface Sent {
  messageId: string;
  file: string | null;
}

/**
 * Sends the shop's e-mail with nodemailer: over SMTP when SMTP_URL is set, else as RFC 822
 * files (nodemailer's stream transport builds the very bytes SMTP would carry) under
 * MAIL_DIR, `data/mail/` by default, one `.eml` per message, which any mail program opens.
 * A file is written under a temporary name and renamed, so a reader never sees half of one.
 */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;
  private readonly config: MailConfig;

  constructor(@Inject(APP_CONFIG) app: AppConfig) {
    this.config = app.mail;
    const timeouts = { connectionTimeout: this.config.timeoutMs, greetingTimeout: this.config.timeoutMs, socketTimeout: this.config.timeoutMs };
    this.transport = this.config.smtpUrl
      ? nodemailer.createTransport(this.config.smtpUrl, timeouts as never)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
    if (!this.config.smtpUrl && app.env === 'production') this.logger.warn(`SMTP_URL is not set: e-mail to shoppers is written to ${this.config.dir} and not sent`);
  }

  /** Sends (or writes) one message; rejects when the SMTP server refuses it or cannot be reached in time. */
  async send(message: MailMessage): Promise<Sent> {
    const info = await this.transport.sendMail({ from: this.config.from, ...message });
    if (!this.config.smtpUrl) return { messageId: info.messageId, file: await this.writeFile(info.message as Buffer) };
    return { messageId: info.messageId, file: null };
  }

  /** Sends without making the caller wait, and logs a failure instead of throwing it (the request has its answer already). */
  sendLater(message: MailMessage, what: string): void {
    setImmediate(() => {
      this.send(message).then(
        () => this.logger.log(`${what} sent`),
        (error: unknown) => this.logger.error(`${what} not sent: ${(error as Error).message}`),
      );
    });
  }

  private async writeFile(bytes: Buffer): Promise<string> {
    await mkdir(this.config.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    const file = join(this.config.dir, name);
    await writeFile(`${file}.part`, bytes);
    await rename(`${file}.part`, file);
    return file;
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
