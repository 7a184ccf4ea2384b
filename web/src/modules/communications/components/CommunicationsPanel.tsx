import '../../tasks/tasks.css';
import '../communications.css';
import { Button } from '@blueprintjs/core';
import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import type { Communication, RecordRef } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { RelatedPanel } from '../../records/components/RelatedPanel.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { useCommunicationList } from '../hooks/useCommunicationList.js';
import { useCommunicationMutations } from '../hooks/useCommunicationMutations.js';
import { CommunicationDialog } from './CommunicationDialog.js';
import { CallsTable } from './CallsTable.js';

export interface CommunicationsPanelProps {
  parent: RecordRef;
  /** Further records a new communication belongs to (a purchase's project and purchaser company). */
  links?: readonly RecordRef[];
}

/** The calls, e-mails and meetings linked to a record, newest first, live as anyone logs one. */
export function CommunicationsPanel({ parent, links = [] }: CommunicationsPanelProps) {
  const communications = useCommunicationList(parent);
  const { remove } = useCommunicationMutations();
  const [editing, setEditing] = useState<Communication | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Communication | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => toastSuccess('Communication deleted'),
      onError: (error) =>
        toastError(
          'The communication was not deleted.',
          isApiError(error, 409)
            ? 'Someone else changed it in the meantime; the list shows their version.'
            : errorMessage(error),
        ),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <>
      <RelatedPanel
        title="Communications"
        list={communications}
        empty="Calls, e-mails and meetings logged here show up newest first."
        emptyIcon="phone"
        action={<Button icon="phone" intent="primary" text="Log communication" onClick={() => setEditing('new')} />}
      >
        {(rows) => (
          <CallsTable
            aria-label="Communication list"
            calls={rows}
            showProject={parent.type !== 'project' && parent.type !== 'purchase'}
            showPurchaser={parent.type !== 'purchase'}
            linkRecords
            actions={{
              label: 'Actions',
              render: (communication) => (
                <div className="db-actions">
                  <Button
                    variant="minimal"
                    icon="edit"
                    aria-label={`Edit the communication of ${formatDateTime(communication.commsDate)}`}
                    onClick={() => setEditing(communication)}
                  />
                  <Button
                    variant="minimal"
                    icon="trash"
                    intent="danger"
                    aria-label={`Delete the communication of ${formatDateTime(communication.commsDate)}`}
                    onClick={() => setDeleting(communication)}
                  />
                </div>
              ),
            }}
          />
        )}
      </RelatedPanel>
      {editing && (
        <CommunicationDialog
          communication={editing === 'new' ? undefined : editing}
          links={[parent, ...links]}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmAlert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText="Delete communication"
        cancelButtonText="Keep"
        loading={remove.isPending}
        canEscapeKeyCancel
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Delete the communication of <strong>{deleting ? formatDateTime(deleting.commsDate) : ''}</strong>? It leaves
        every record it is linked to.
      </ConfirmAlert>
    </>
  );
}
