import '../client-portal.css';
import { Card, Classes, Tab, Tabs } from '@blueprintjs/core';
import type { ClientApprovalItem, ClientDecision } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { clientPortalQueries } from '../hooks/clientPortalQueries.js';
import { ClientApprovalCard } from './ClientApprovalCard.js';
import { ClientDecisionDialog } from './ClientDecisionDialog.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

/** What waits for the client's decision, and what they decided, live. */
export function ClientApprovalsView() {
  const approvals = useQuery(clientPortalQueries.approvals());
  const [tab, setTab] = useState<string>('waiting');
  const [deciding, setDeciding] = useState<{ item: ClientApprovalItem; decision: ClientDecision } | null>(null);

  if (approvals.isPending) {
    return (
      <Card className={Classes.SKELETON} style={{ height: 160 }} aria-busy="true" aria-label="Loading approvals" />
    );
  }
  if (approvals.isError) {
    return (
      <Notice intent="danger" title="Your approvals could not be loaded">
        {errorMessage(approvals.error)}
      </Notice>
    );
  }
  const waiting = approvals.data.filter((item) => item.review.state === 'awaiting');
  const decided = approvals.data
    .filter((item) => item.review.state === 'approved' || item.review.state === 'rejected')
    .sort((a, b) => (b.review.decidedAt ?? '').localeCompare(a.review.decidedAt ?? ''));

  return (
    <>
      <Tabs id="client-approvals" selectedTabId={tab} onChange={(id) => setTab(String(id))} large>
        <Tab
          id="waiting"
          title={`Waiting for you (${waiting.length})`}
          panel={
            waiting.length === 0 ? (
              <EmptyState icon="tick-circle" title="Nothing waits for your approval" />
            ) : (
              <div aria-label="Waiting for you" role="list">
                {waiting.map((item) => (
                  <div role="listitem" key={`${item.kind}-${item._id}`}>
                    <ClientApprovalCard item={item} onDecide={(decision) => setDeciding({ item, decision })} />
                  </div>
                ))}
              </div>
            )
          }
        />
        <Tab
          id="decided"
          title={`Decided (${decided.length})`}
          panel={
            decided.length === 0 ? (
              <EmptyState icon="history" title="No decisions yet" />
            ) : (
              <div aria-label="Decided" role="list">
                {decided.map((item) => (
                  <div role="listitem" key={`${item.kind}-${item._id}`}>
                    <ClientApprovalCard item={item} />
                  </div>
                ))}
              </div>
            )
          }
        />
      </Tabs>
      {deciding && (
        <ClientDecisionDialog item={deciding.item} decision={deciding.decision} onClose={() => setDeciding(null)} />
      )}
    </>
  );
}
