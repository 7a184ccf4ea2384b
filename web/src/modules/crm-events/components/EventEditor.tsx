import type { CrmEvent, CrmEventFields } from '@dealbook/contracts';
import { RecordEditor } from '../../records/components/RecordEditor.js';
import { useUpdateCrmEvent } from '../hooks/useCrmEventMutations.js';
import { useEventForm } from '../hooks/useEventForm.js';
import { eventFieldLabels } from '../utils/eventFieldLabels.js';
import { changedEventFields, toEventFormValues } from '../utils/eventFormValues.js';
import { EventForm } from './EventForm.js';

export interface EventEditorProps {
  /** The latest version known (kept current by the socket). */
  latest: CrmEvent;
  /** The record was deleted since the form opened. */
  deleted?: boolean;
  reload: () => Promise<CrmEvent | undefined>;
}

function fieldsOf({ _id, version, createdAt, updatedAt, attendees, ...fields }: CrmEvent): CrmEventFields {
  void [_id, version, createdAt, updatedAt, attendees];
  return fields;
}

const valuesOf = (event: CrmEvent) => toEventFormValues(fieldsOf(event));

/** The event's edit form on the record editor. */
export function EventEditor({ latest, deleted, reload }: EventEditorProps) {
  return (
    <RecordEditor
      type="event"
      noun="event"
      latest={latest}
      deleted={deleted}
      detailPath={`/events/${latest._id}`}
      update={useUpdateCrmEvent(latest._id)}
      reload={reload}
      form={useEventForm(valuesOf(latest))}
      labels={eventFieldLabels}
      valuesOf={valuesOf}
      bodyOf={fieldsOf}
      changed={changedEventFields}
      Form={EventForm}
    />
  );
}
