import type { Generated } from 'kysely';

/** The outbox of migration 0004-user-profiles: written by the API, not a read model. */
export interface MailOutboxTable {
  id: Generated<string>;
  recipient: string;
  subject: string;
  body: string;
  sent_at: Generated<Date>;
}

export interface MailDatabase {
  mail_outbox: MailOutboxTable;
}
