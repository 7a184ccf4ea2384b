import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { eventFieldLabels } from '../utils/eventFieldLabels.js';
import { eventFormSchema, type EventFormValues } from '../utils/eventFormValues.js';

/** The event form's state (create and edit), checked by the server's own schema. */
export function useEventForm(values: EventFormValues) {
  return useSchemaForm({ schema: eventFormSchema, defaultValues: values, labels: eventFieldLabels });
}

export type EventFormState = ReturnType<typeof useEventForm>;
