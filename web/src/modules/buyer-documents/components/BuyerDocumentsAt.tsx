import './buyer-documents.css';
import { Card, H2 } from '@blueprintjs/core';
import type { BuyerLinkAt } from '@dealbook/contracts';
import { formatDateTime } from '../../ui/utils/format.js';

const names = (documents: BuyerLinkAt['documents']) => documents.map((document) => `‘${document.fileName}’`).join(', ');

/** What a link's reader had done by then, in words. */
function readingOf(link: BuyerLinkAt): string {
  const read = [
    link.opened > 0 && `opened ${link.opened}`,
    link.viewed > 0 && `viewed ${link.viewed}`,
    link.downloaded > 0 && `downloaded ${link.downloaded}`,
  ].filter(Boolean);
  return read.length > 0 ? read.join(', ') : 'not opened';
}

/** The buyer documents sent on a project as they stood at a replayed moment (issue 38). */
export function BuyerDocumentsAt({ links }: { links: readonly BuyerLinkAt[] }) {
  return (
    <Card className="db-card" role="region" aria-label="Buyer documents sent by then">
      <H2 className="db-looks-h5">Buyer documents sent by then</H2>
      {links.length === 0 ? (
        <p>None had been sent.</p>
      ) : (
        <ul className="db-buyer-links-at">
          {links.map((link) => (
            <li key={link._id}>
              {names(link.documents)} to <strong>{link.recipientName}</strong> at {link.purchaserName},{' '}
              {formatDateTime(link.sentAt)} — {readingOf(link)}
              {link.withdrawnAt ? `; withdrawn ${formatDateTime(link.withdrawnAt)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
