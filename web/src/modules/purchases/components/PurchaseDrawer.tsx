import { Drawer, H5, Tab, Tabs } from '@blueprintjs/core';
import type { Purchase, TimelineKind } from '@dealbook/contracts';
import { useState } from 'react';
import { BuyerDocumentsTab } from '../../buyer-documents/components/BuyerDocumentsTab.js';
import { CommunicationsPanel } from '../../communications/components/CommunicationsPanel.js';
import { RecordTimeline } from '../../records/components/RecordTimeline.js';
import { CommentsForm } from './CommentsForm.js';
import { PurchaserClientReview } from './PurchaserClientReview.js';
import { StageForm } from './StageForm.js';
import { StepHistoryTable } from './StepHistoryTable.js';

export interface PurchaseDrawerProps {
  /** The purchase as the grid has it now (live). */
  purchase: Purchase;
  /** A change to the purchase is on its way from the grid. */
  busy: boolean;
  onClose: () => void;
}

/** What reaches a purchaser's timeline: the calls to it and its own moves (stages, NDA, IM, the client's decision). */
const purchaseKinds: readonly TimelineKind[] = ['calls', 'changes'];

/** One purchaser in depth: its activity, stage and its history with scores, comments, and communications. */
export function PurchaseDrawer({ purchase, busy, onClose }: PurchaseDrawerProps) {
  // Like every record page, the purchaser leads with what happened to it.
  const [tab, setTab] = useState<string>('activity');
  return (
    <Drawer isOpen onClose={onClose} title={purchase.company.companyName} icon="office" size="min(640px, 100vw)">
      <div className="db-purchase-drawer__body">
        <PurchaserClientReview review={purchase.clientReview} />
        <Tabs id="purchase-drawer" selectedTabId={tab} onChange={(id) => setTab(String(id))}>
          <Tab
            id="activity"
            title="Activity"
            panel={<RecordTimeline type="purchase" id={purchase._id} kinds={purchaseKinds} />}
          />
          <Tab
            id="stages"
            title="Stages"
            panel={
              <>
                <StageForm purchase={purchase} busy={busy} />
                <H5>Step history</H5>
                <StepHistoryTable steps={purchase.stepHistory} />
              </>
            }
          />
          <Tab
            id="comments"
            title="Comments"
            panel={<CommentsForm key={purchase._id} purchase={purchase} busy={busy} />}
          />
          <Tab id="documents" title="Buyer documents" panel={<BuyerDocumentsTab purchase={purchase} />} />
          <Tab
            id="communications"
            title="Communications"
            panel={
              <CommunicationsPanel
                parent={{ type: 'purchase', id: purchase._id }}
                links={[
                  { type: 'project', id: purchase.project._id },
                  { type: 'company', id: purchase.company._id },
                ]}
              />
            }
          />
        </Tabs>
      </div>
    </Drawer>
  );
}
