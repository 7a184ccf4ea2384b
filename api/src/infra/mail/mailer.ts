import { Logger } from '@nestjs/common';
import { sql, type Kysely } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';
import type { OutboxMail } from '@dealbook/contracts';
import type { MailDatabase } from './mail-tables.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail: over SMTP when SMTP_URL is set, otherwise into the outbox table. */
export interface Mailer {
  /** Whether mails stay in the outbox (no SMTP server configured). */
  readonly usesOutbox: boolean;
  send(mail: Mail): Promise<void>;
}

export class SmtpMailer implements Mailer {
  readonly usesOutbox = false;
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
    this.logger.log(`Sent "${mail.subject}" to ${mail.to}`);
  }
}

/**
 * Without an SMTP server the mails are kept in `mail_outbox` for an admin to read and forward
 * (GET /api/directory/outbox): an installation works before anyone configures mail.
 */
export class OutboxMailer implements Mailer {
  readonly usesOutbox = true;

  constructor(private readonly db: Kysely<MailDatabase>) {}

  async send(mail: Mail): Promise<void> {
    // The outbox keeps text only: an attached file is named, for the admin to know what was due.
    const attached = (mail.attachments ?? []).map(
      (file) => `\n\nAttached when sent by mail: ${file.filename} (${Math.ceil(file.content.length / 1024)} KB).`,
    );
    await this.db
      .insertInto('mail_outbox')
      .values({ recipient: mail.to, subject: mail.subject, body: mail.text + attached.join('') })
      .execute();
  }
}

/**
 * Deletes the mails waiting in the outbox for this address (issue 37: an erased person's buyer
 * links and invitations, which name them); answers how many. Any letter case.
 */
export async function forgetOutboxMailsTo(db: Kysely<MailDatabase>, address: string): Promise<number> {
  if (address.trim() === '') return 0;
  const deleted = await db
    .deleteFrom('mail_outbox')
    .where(sql<boolean>`lower(recipient) = lower(${address.trim()})`)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export async function readOutbox(db: Kysely<MailDatabase>, limit = 200): Promise<OutboxMail[]> {
  const rows = await db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ to: r.recipient, subject: r.subject, text: r.body, sentAt: r.sent_at.toISOString() }));
}
