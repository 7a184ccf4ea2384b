import { Button, HTMLSelect, HTMLTable, Spinner, Switch } from '@blueprintjs/core';
import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import { AttendeeStatus, type CrmEvent, type EventAttendeeDetail } from '@dealbook/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../api/ApiError.js';
import { ContactPicker } from '../../contacts/components/ContactPicker.js';
import { ExportXlsxButton } from '../../export/components/ExportXlsxButton.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import { useAttendeeMutations } from '../hooks/useCrmEventMutations.js';
import { useCrmEventAttendees } from '../hooks/useCrmEventQueries.js';
import { enumOptions } from '../utils/eventLabels.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

export interface AttendeesGridProps {
  event: CrmEvent;
}

const statusOptions = enumOptions(AttendeeStatus);

/** Who is invited and where each stands; every row saves on its own, live for everybody. */
export function AttendeesGrid({ event }: AttendeesGridProps) {
  const attendees = useCrmEventAttendees(event._id);
  const { invite, change, remove } = useAttendeeMutations(event._id);
  const [removing, setRemoving] = useState<EventAttendeeDetail | null>(null);
  const nameOf = (a: EventAttendeeDetail) => a.contact?.fullName || 'Unknown contact';

  const report = (what: string) => (error: unknown) => toastError(`The attendee was not ${what}.`, errorMessage(error));

  return (
    <section className="db-record-panel" aria-label="Attendees">
      <div className="db-actions">
        <ContactPicker
          id="add-attendee"
          label="Add attendee"
          excludeIds={event.attendees.map((a) => a.attendee)}
          disabled={invite.isPending}
          onPick={(contact) =>
            invite.mutate(contact._id, {
              onSuccess: () => toastSuccess(`${contact.fullName} added`),
              onError: report('added'),
            })
          }
        />
        <ExportXlsxButton
          path={`/api/event/attendees/${encodeURIComponent(event._id)}/export`}
          fallbackName="attendees_export.xlsx"
          disabled={(attendees.data ?? []).length === 0}
        />
      </div>
      {attendees.isPending ? (
        <Spinner size={24} aria-label="Loading attendees" />
      ) : attendees.isError ? (
        <Notice intent="danger" title="The attendees could not be loaded">
          {errorMessage(attendees.error)}
        </Notice>
      ) : attendees.data.length === 0 ? (
        <EmptyState icon="people" title="No attendees yet" description="Add contacts with the picker above." />
      ) : (
        <HTMLTable compact striped className="db-fill" aria-label="Attendee list">
          <thead>
            <tr>
              <th>Name</th>
              <th>Email</th>
              <th>Status</th>
              <th>Responded</th>
              <th>
                <span className="bp6-text-muted">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {attendees.data.map((attendee) => (
              <tr key={attendee.attendee} data-attendee={attendee.attendee}>
                <td>
                  <Link to={`/contacts/${attendee.attendee}`}>{nameOf(attendee)}</Link>
                </td>
                <td>{attendee.contact?.email || '—'}</td>
                <td>
                  <HTMLSelect
                    aria-label={`Status of ${nameOf(attendee)}`}
                    value={attendee.status}
                    options={statusOptions}
                    onChange={(e) =>
                      change.mutate(
                        {
                          contactId: attendee.attendee,
                          change: { status: Number(e.currentTarget.value) as AttendeeStatus },
                        },
                        { onError: report('updated') },
                      )
                    }
                  />
                </td>
                <td>
                  <Switch
                    aria-label={`${nameOf(attendee)} has responded`}
                    checked={attendee.hasResponded}
                    onChange={(e) =>
                      change.mutate(
                        { contactId: attendee.attendee, change: { hasResponded: e.currentTarget.checked } },
                        { onError: report('updated') },
                      )
                    }
                  />
                </td>
                <td>
                  <Button
                    icon="cross"
                    variant="minimal"
                    intent="danger"
                    aria-label={`Remove ${nameOf(attendee)}`}
                    onClick={() => setRemoving(attendee)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <ConfirmAlert
        isOpen={removing !== null}
        intent="danger"
        icon="cross"
        confirmButtonText="Remove attendee"
        cancelButtonText="Keep"
        loading={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.attendee, {
            onSuccess: () => toastSuccess(`${nameOf(removing)} removed`),
            onError: report('removed'),
            onSettled: () => setRemoving(null),
          });
        }}
        onCancel={() => setRemoving(null)}
      >
        Remove <strong>{removing ? nameOf(removing) : ''}</strong> from this event?
      </ConfirmAlert>
    </section>
  );
}
