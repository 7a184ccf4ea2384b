import { Button, HTMLTable } from '@blueprintjs/core';
import { ConfirmAlert } from '../modules/ui/components/ConfirmAlert.js';
import type { DirectoryUser } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../modules/api/ApiError.js';
import { InviteGuestDialog } from '../modules/directory/components/InviteGuestDialog.js';
import { OutboxCard } from '../modules/directory/components/OutboxCard.js';
import { useGuests, useOutbox, useRemoveGuest } from '../modules/directory/hooks/useDirectory.js';
import { toastError, toastSuccess } from '../modules/ui/toaster.js';
import { PageTitle } from '../modules/ui/components/PageTitle.js';
import { EmptyState } from '../modules/ui/components/EmptyState.js';

/** `/admin/guests` (spec §2.1, §7.2): the directory's guests, invite and remove. */
export function GuestsAdminPage() {
  const guests = useGuests();
  const outbox = useOutbox();
  const remove = useRemoveGuest();
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<DirectoryUser>();

  const confirmRemove = () => {
    const guest = removing;
    setRemoving(undefined);
    if (!guest) return;
    remove.mutate(guest.id, {
      onSuccess: () => toastSuccess(`${guest.displayName} was removed`),
      onError: (error) => toastError(`${guest.displayName} could not be removed`, errorMessage(error)),
    });
  };

  return (
    <>
      <div className="db-page-header">
        <PageTitle title="Guests" />
        <Button intent="primary" icon="envelope" text="Invite guest" onClick={() => setInviting(true)} />
      </div>
      {guests.isError ? (
        <EmptyState icon="error" title="Guests could not be loaded" description={errorMessage(guests.error)} />
      ) : guests.isPending ? (
        <p className="db-muted">Loading guests…</p>
      ) : guests.data.length === 0 ? (
        <EmptyState icon="people" title="No guests yet" description="Invite someone from outside the firm." />
      ) : (
        <HTMLTable striped aria-label="Guests" className="db-users-table">
          <thead>
            <tr>
              <th>Name</th>
              <th>E-mail</th>
              <th>User principal name</th>
              <th>
                <span className="db-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {guests.data.map((guest) => (
              <tr key={guest.id}>
                <td>{guest.displayName}</td>
                <td>{guest.mail ?? '—'}</td>
                <td>{guest.userPrincipalName}</td>
                <td>
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    text="Remove"
                    aria-label={`Remove ${guest.displayName}`}
                    onClick={() => setRemoving(guest)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {outbox.data && <OutboxCard mails={outbox.data} />}
      <InviteGuestDialog isOpen={inviting} onClose={() => setInviting(false)} />
      <ConfirmAlert
        isOpen={removing !== undefined}
        intent="danger"
        icon="trash"
        confirmButtonText="Remove"
        cancelButtonText="Cancel"
        canEscapeKeyCancel
        onCancel={() => setRemoving(undefined)}
        onConfirm={confirmRemove}
      >
        {removing && <p>Remove {removing.displayName} from the directory? They can no longer sign in.</p>}
      </ConfirmAlert>
    </>
  );
}
