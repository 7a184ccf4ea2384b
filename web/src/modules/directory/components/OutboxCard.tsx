import { Card, H2 } from '@blueprintjs/core';
import type { OutboxMail } from '@dealbook/contracts';
import { formatDateTime } from '../../ui/utils/format.js';

export interface OutboxCardProps {
  mails: readonly OutboxMail[];
}

/** The built-in directory without SMTP keeps its mail here, so the admin can pass the link on. */
export function OutboxCard({ mails }: OutboxCardProps) {
  return (
    <Card className="db-outbox" aria-label="Outbox">
      <H2 className="db-looks-h4">Outbox</H2>
      {mails.length === 0 ? (
        <p className="db-muted">No e-mails sent yet.</p>
      ) : (
        <ul className="db-outbox__list">
          {mails.map((mail) => (
            <li key={`${mail.sentAt}-${mail.to}`}>
              <div>
                <strong>{mail.subject}</strong> to {mail.to}
                <span className="db-muted"> · {formatDateTime(mail.sentAt)}</span>
              </div>
              <pre className="db-outbox__text">{mail.text}</pre>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
