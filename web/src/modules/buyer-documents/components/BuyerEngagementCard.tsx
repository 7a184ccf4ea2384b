import './buyer-documents.css';
import { Card, H2, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import type { BuyerEngagement } from '@dealbook/contracts';
import { errorMessage } from '../../api/ApiError.js';
import { Notice } from '../../ui/components/Notice.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { buyerDocumentQueries } from '../hooks/buyerDocumentQueries.js';

/** The order the server ranks by: a download counts three, a view two, an opening one. */
const scoreOf = (row: BuyerEngagement) => row.downloaded * 3 + row.viewed * 2 + row.opened;

const count = (n: number, word: string) => `${n} ${word}`;

/**
 * Which purchasers read the buyer documents sent to them (issue 38), the most engaged first, each
 * with a bar to compare at a glance and its figures in words. Live: every use of a link is
 * pushed to the project's room as a change of its purchaser.
 */
export function BuyerEngagementCard({ projectId }: { projectId: string }) {
  const engagement = useQuery(buyerDocumentQueries.engagement(projectId));
  const rows = engagement.data ?? [];
  const top = Math.max(1, ...rows.map(scoreOf));
  return (
    <Card className="db-card" role="region" aria-label="Buyer engagement">
      <H2 className="db-looks-h5">Buyer engagement</H2>
      {engagement.isPending && <Spinner size={20} aria-label="Reading the buyers' engagement" />}
      {engagement.isError && <Notice intent="danger">{errorMessage(engagement.error)}</Notice>}
      {engagement.isSuccess && rows.length === 0 && <p>No documents sent to buyers yet.</p>}
      {rows.length > 0 && (
        <ol className="db-buyer-engagement">
          {rows.map((row) => (
            <li key={row.purchaseId}>
              <div className="db-buyer-engagement__head">
                <strong>{row.purchaserName}</strong>
                {row.teaserSentAt && <Tag minimal>Teaser</Tag>}
                {row.imSentAt && (
                  <Tag minimal intent="warning">
                    IM
                  </Tag>
                )}
              </div>
              <div className="db-buyer-engagement__bar" aria-hidden="true">
                <span style={{ width: `${Math.round((scoreOf(row) / top) * 100)}%` }} />
              </div>
              <p className="db-buyer-engagement__figures">
                {row.opened === 0 && row.viewed === 0 && row.downloaded === 0
                  ? `Not opened yet (${count(row.links, row.links === 1 ? 'link' : 'links')} sent)`
                  : `${count(row.readers, row.readers === 1 ? 'reader' : 'readers')} · opened ${row.opened} · viewed ${row.viewed} · downloaded ${row.downloaded} · last ${formatDateTime(row.lastActivityAt)}`}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
