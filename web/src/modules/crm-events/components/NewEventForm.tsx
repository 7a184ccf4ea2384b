import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useCreateCrmEvent } from '../hooks/useCrmEventMutations.js';
import { useEventForm } from '../hooks/useEventForm.js';
import { eventFieldLabels } from '../utils/eventFieldLabels.js';
import { emptyEventValues } from '../utils/eventFormValues.js';
import { EventForm } from './EventForm.js';

export function NewEventForm() {
  const navigate = useNavigate();
  const create = useCreateCrmEvent();
  const [initialValues] = useState(() => emptyEventValues());
  const form = useEventForm(initialValues);
  const cycle = useSaveCycle({
    form,
    labels: eventFieldLabels,
    save: (fields) => create.mutateAsync(fields),
    savedMessage: 'Event created',
    failedMessage: 'The event could not be created',
    onSaved: (event) => navigate(event ? `/events/${event._id}` : '/events'),
  });

  return <EventForm form={form} cycle={cycle} submitLabel="Create event" onCancel={() => navigate('/events')} />;
}
