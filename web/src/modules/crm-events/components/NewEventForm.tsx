import type { CrmEventFields } from '@dealbook/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { toastError, toastSuccess } from '../../ui/toaster.js';
import type { FieldErrors } from '../../ui/utils/fieldErrors.js';
import { useCreateCrmEvent } from '../hooks/useCrmEventMutations.js';
import { emptyEventValues } from '../utils/eventFormValues.js';
import { EventForm } from './EventForm.js';

export function NewEventForm() {
  const navigate = useNavigate();
  const create = useCreateCrmEvent();
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [initial] = useState(() => emptyEventValues());

  const submit = (fields: CrmEventFields) =>
    create.mutate(fields, {
      onSuccess: (event) => {
        toastSuccess('Event created');
        navigate(`/events/${event._id}`);
      },
      onError: (error) => {
        if (isApiError(error)) setServerErrors(error.details);
        toastError('The event could not be created', errorMessage(error));
      },
    });

  return (
    <EventForm
      initialValues={initial}
      submitLabel="Create event"
      submitting={create.isPending}
      serverErrors={serverErrors}
      onSubmit={submit}
      onCancel={() => navigate('/events')}
    />
  );
}
