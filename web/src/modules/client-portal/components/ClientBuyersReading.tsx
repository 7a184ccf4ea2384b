import type { ClientBuyerReading } from '@dealbook/contracts';
import { formatDate, formatDateTime } from '../../ui/utils/format.js';

const times = (count: number) => (count === 1 ? 'once' : `${count} times`);

/** "Opened 2 times (first 30/11/2026) · viewed once · downloaded once · last 30/11/2026 21:45". */
function readingOf(buyer: ClientBuyerReading): string {
  if (buyer.opened === 0 && buyer.viewed === 0 && buyer.downloaded === 0) return 'Not opened yet';
  return [
    `Opened ${times(buyer.opened)}${buyer.firstOpenedAt ? ` (first ${formatDate(buyer.firstOpenedAt)})` : ''}`,
    buyer.viewed > 0 && `viewed ${times(buyer.viewed)}`,
    buyer.downloaded > 0 && `downloaded ${times(buyer.downloaded)}`,
    `last ${formatDateTime(buyer.lastActivityAt)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The purchasers the client approved and the documents the firm sent them (issue 38): when the
 * teaser and the IM went, and whether they were read — never who at the purchaser received them.
 */
export function ClientBuyersReading({ buyers }: { buyers: readonly ClientBuyerReading[] }) {
  if (buyers.length === 0) return <p>No documents have gone to the purchasers you approved yet.</p>;
  return (
    <ul className="db-client-buyers" aria-label="Documents sent to purchasers">
      {buyers.map((buyer) => (
        <li key={buyer.purchaserName}>
          <strong>{buyer.purchaserName}</strong>
          <span>
            {[
              buyer.teaserSentAt && `Teaser sent ${formatDate(buyer.teaserSentAt)}`,
              buyer.imSentAt && `IM sent ${formatDate(buyer.imSentAt)}`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <span>{readingOf(buyer)}</span>
        </li>
      ))}
    </ul>
  );
}
