import '../../tasks/tasks.css';
import '../communications.css';
import { Alert, Button, Callout, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import type { Communication, RecordRef } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { useCommunicationList } from '../hooks/useCommunicationList.js';
import { useCommunicationMutations } from '../hooks/useCommunicationMutations.js';
import { communicationTypeLabel } from '../../ui/labels/communicationLabels.js';
import { CommunicationDialog } from './CommunicationDialog.js';
import { ActionMark, OutcomeMark } from './OutcomeMark.js';

export interface CommunicationsPanelProps {
  parent: RecordRef;
  /** Further records a new communication belongs to (a purchase's project and purchaser company). */
  links?: readonly RecordRef[];
}

const names = (people: readonly { fullName: string }[]) => people.map((p) => p.fullName).join(', ') || '—';

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
    <section className="db-record-panel" aria-label="Communications">
      <div className="db-record-panel__toolbar">
        <Button icon="phone" intent="primary" text="Log communication" onClick={() => setEditing('new')} />
      </div>
      {communications.isPending ? (
        <Spinner size={24} aria-label="Loading communications" />
      ) : communications.isError ? (
        <Callout intent="danger" title="The communications could not be loaded">
          {errorMessage(communications.error)}
        </Callout>
      ) : communications.data.rows.length === 0 ? (
        <NonIdealState
          icon="phone"
          title="No communications yet"
          description="Calls, e-mails and meetings logged here show up newest first."
        />
      ) : (
        <HTMLTable compact striped aria-label="Communication list">
          <thead>
            <tr>
              <th>Date</th>
              <th>Type</th>
              <th>Contacted</th>
              <th>Employees</th>
              <th>Outcome</th>
              <th>Action</th>
              <th>Content</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {communications.data.rows.map((communication) => (
              <tr key={communication._id}>
                <td>{formatDateTime(communication.commsDate)}</td>
                <td>{communicationTypeLabel(communication.commsType)}</td>
                <td>{names(communication.contacted)}</td>
                <td>{names(communication.employees)}</td>
                <td>
                  <OutcomeMark outcome={communication.outcome} short />
                </td>
                <td>
                  <ActionMark action={communication.action} />
                </td>
                <td className="db-comms__content">{communication.content || '—'}</td>
                <td>
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
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing && (
        <CommunicationDialog
          communication={editing === 'new' ? undefined : editing}
          links={[parent, ...links]}
          onClose={() => setEditing(null)}
        />
      )}
      <Alert
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
      </Alert>
    </section>
  );
}
