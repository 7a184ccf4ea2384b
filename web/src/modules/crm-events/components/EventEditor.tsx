import { recordRoom, type CrmEvent, type CrmEventFields } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { OthersEditingCallout } from '../../realtime/components/OthersEditingCallout.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { useEditingPresence } from '../../realtime/hooks/useEditingPresence.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { useUpdateCrmEvent } from '../hooks/useCrmEventMutations.js';
import { changedEventFields, toEventFormValues } from '../utils/eventFormValues.js';
import { EventForm } from './EventForm.js';

export interface EventEditorProps {
  latest: CrmEvent;
  reload: () => Promise<CrmEvent | undefined>;
}

function fieldsOf({ _id, version, createdAt, updatedAt, attendees, ...fields }: CrmEvent): CrmEventFields {
  void [_id, version, createdAt, updatedAt, attendees];
  return fields;
}

/** Edits against the version the form was loaded from (If-Match); a 409 asks the person what to do. */
export function EventEditor({ latest, reload }: EventEditorProps) {
  const navigate = useNavigate();
  const update = useUpdateCrmEvent(latest._id);
  const [base, setBase] = useState(latest);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [conflict, setConflict] = useState(false);
  const detailPath = `/events/${latest._id}`;
  const room = recordRoom('event', latest._id);
  useEditingPresence(room);

  const submit = (fields: CrmEventFields) => {
    const changes = changedEventFields(fieldsOf(base), fields);
    if (Object.keys(changes).length === 0) {
      navigate(detailPath);
      return;
    }
    update.mutate(
      { version: base.version, changes },
      {
        onSuccess: () => {
          toastSuccess('Event saved');
          navigate(detailPath);
        },
        onError: (error) => {
          if (isApiError(error, 409)) {
            setConflict(true);
            return;
          }
          if (isApiError(error)) setServerErrors(error.details);
          toastError('The event could not be saved', errorMessage(error));
        },
      },
    );
  };

  const reloadTheirs = async () => {
    const fresh = await reload();
    setConflict(false);
    if (fresh) setBase(fresh);
  };

  return (
    <>
      <EventForm
        key={base.version}
        initialValues={toEventFormValues(fieldsOf(base))}
        currentStatusId={base.currentStatusId}
        submitLabel="Save changes"
        submitting={update.isPending}
        serverErrors={serverErrors}
        onSubmit={submit}
        onCancel={() => navigate(detailPath)}
        notice={<OthersEditingCallout room={room} noun="event" />}
      />
      <ConflictDialog
        noun="event"
        isOpen={conflict}
        onReload={() => void reloadTheirs()}
        onKeepEditing={() => setConflict(false)}
      />
    </>
  );
}
