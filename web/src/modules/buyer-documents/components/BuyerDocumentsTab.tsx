import './buyer-documents.css';
import { Button, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BuyerAccessLabels, type BuyerDocumentGrant, type Purchase } from '@dealbook/contracts';
import { errorMessage } from '../../api/ApiError.js';
import { revokeAllBuyerLinks, revokeBuyerLink } from '../../api/buyerDocumentsApi.js';
import { queryKeys } from '../../api/queryKeys.js';
import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { formatDate, formatDateTime } from '../../ui/utils/format.js';
import { buyerDocumentQueries } from '../hooks/buyerDocumentQueries.js';
import { SendDocumentsDialog } from './SendDocumentsDialog.js';

const stateWords: Record<BuyerDocumentGrant['state'], { text: string; intent: 'success' | 'none' | 'danger' }> = {
  active: { text: 'Active', intent: 'success' },
  expired: { text: 'Expired', intent: 'none' },
  revoked: { text: 'Withdrawn', intent: 'danger' },
};

const times = (count: number, verb: string) =>
  count === 0 ? '' : `${verb} ${count === 1 ? 'once' : `${count} times`}`;

/** "Opened 3 times, last on 2 Dec 2026 14:05", or "Not opened yet". */
function engagement(link: BuyerDocumentGrant): string {
  if (link.opened === 0 && link.lastActivityAt === null) return 'Not opened yet';
  return `${times(link.opened, 'Opened') || 'Read'}, last on ${formatDateTime(link.lastActivityAt)}`;
}

/** One recipient's link: who, what, since when, what they did with each document, and Withdraw. */
function LinkCard({ link, onWithdraw }: { link: BuyerDocumentGrant; onWithdraw: () => void }) {
  const state = stateWords[link.state];
  return (
    <li className="db-buyer-link">
      <div className="db-buyer-link__head">
        <strong>{link.recipient.name}</strong>
        {link.recipient.email && <span className="db-buyer-link__email">{link.recipient.email}</span>}
        <Tag minimal intent={state.intent}>
          {state.text}
        </Tag>
      </div>
      <p className="db-buyer-link__meta">
        Sent {formatDateTime(link.sentAt)}
        {link.sentByName ? ` by ${link.sentByName}` : ''} ·{' '}
        {link.state === 'revoked'
          ? `withdrawn ${formatDateTime(link.revokedAt)}`
          : `until ${formatDate(link.expiresAt)}`}{' '}
        · {engagement(link)}
      </p>
      <ul className="db-buyer-link__documents">
        {link.documents.map((document) => {
          const activity = link.activity[document.id];
          const read = activity
            ? [times(activity.viewed, 'viewed'), times(activity.downloaded, 'downloaded')].filter(Boolean).join(', ')
            : 'not read yet';
          return (
            <li key={document.id}>
              {document.fileName}{' '}
              <Tag minimal intent={document.buyerAccess === 'nda' ? 'warning' : 'none'}>
                {BuyerAccessLabels[document.buyerAccess]}
              </Tag>{' '}
              {!document.watermarked && (
                <>
                  <Tag minimal>As it is, not marked</Tag>{' '}
                </>
              )}
              <span className="db-buyer-link__read">{read}</span>
            </li>
          );
        })}
      </ul>
      {link.state === 'active' && (
        <Button
          variant="outlined"
          intent="danger"
          size="small"
          icon="disable"
          text="Withdraw access"
          aria-label={`Withdraw access for ${link.recipient.name}`}
          onClick={onWithdraw}
        />
      )}
    </li>
  );
}

/**
 * A purchaser's buyer documents (issue 38): Send documents…, and each recipient's link with what
 * they opened, viewed and downloaded — live, as every use is pushed to the purchase's rooms.
 */
export function BuyerDocumentsTab({ purchase }: { purchase: Purchase }) {
  const queryClient = useQueryClient();
  const links = useQuery(buyerDocumentQueries.links(purchase._id));
  const [sending, setSending] = useState(false);
  // One recipient's link, or every link of the purchaser still working ('all').
  const [withdrawing, setWithdrawing] = useState<BuyerDocumentGrant | 'all' | undefined>();
  const withdraw = useMutation({
    mutationFn: async (target: BuyerDocumentGrant | 'all') => {
      if (target === 'all') await revokeAllBuyerLinks(purchase._id);
      else await revokeBuyerLink(purchase._id, target._id);
    },
    onSuccess: async (_, target) => {
      toastSuccess(
        target === 'all'
          ? `Access withdrawn for everyone at ${purchase.company.companyName}`
          : `${target.recipient.name}'s access withdrawn`,
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.buyerDocuments() });
    },
    onError: (error) => toastError('The access was not withdrawn', errorMessage(error)),
    onSettled: () => setWithdrawing(undefined),
  });
  const active = (links.data ?? []).filter((link) => link.state === 'active').length;
  return (
    <div className="db-buyer-documents">
      <div className="db-actions">
        <Button intent="primary" icon="send-message" text="Send documents…" onClick={() => setSending(true)} />
        {active > 1 && (
          <Button
            variant="outlined"
            intent="danger"
            icon="disable"
            text="Withdraw all access"
            onClick={() => setWithdrawing('all')}
          />
        )}
      </div>
      {links.isPending && <Spinner size={20} aria-label="Reading the links sent" />}
      {links.isError && <Notice intent="danger">{errorMessage(links.error)}</Notice>}
      {links.isSuccess && links.data.length === 0 && (
        <EmptyState
          icon="document-share"
          title="No documents sent yet"
          description="Send the teaser, or the IM once their NDA is signed: each person gets a personal link, and you see here what they read."
        />
      )}
      {links.isSuccess && links.data.length > 0 && (
        <ul className="db-buyer-links" aria-label="Documents sent">
          {links.data.map((link) => (
            <LinkCard key={link._id} link={link} onWithdraw={() => setWithdrawing(link)} />
          ))}
        </ul>
      )}
      {sending && (
        <SendDocumentsDialog
          projectId={purchase.project._id}
          purchases={[purchase]}
          onClose={() => setSending(false)}
        />
      )}
      <ConfirmAlert
        isOpen={withdrawing !== undefined}
        intent="danger"
        icon="disable"
        confirmButtonText="Withdraw access"
        cancelButtonText="Cancel"
        loading={withdraw.isPending}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing)}
        onCancel={() => setWithdrawing(undefined)}
      >
        <p>
          {withdrawing === 'all'
            ? `Every link still working at ${purchase.company.companyName} (${active}) stops at once`
            : `${withdrawing?.recipient.name}'s link stops working at once`}
          : it will say that access was withdrawn. Copies already downloaded carry their reader's name.
        </p>
      </ConfirmAlert>
    </div>
  );
}
