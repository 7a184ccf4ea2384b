import type { CrmEvent, CrmEventFields } from '@dealbook/contracts';
import { OthersEditingCallout } from '../../realtime/components/OthersEditingCallout.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { useRecordEditor } from '../../records/hooks/useRecordEditor.js';
import { useUpdateCrmEvent } from '../hooks/useCrmEventMutations.js';
import { useEventForm } from '../hooks/useEventForm.js';
import { eventFieldLabels } from '../utils/eventFieldLabels.js';
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

const valuesOf = (event: CrmEvent) => toEventFormValues(fieldsOf(event));

/** The event's edit form on the shared save cycle (If-Match, 409 → the person decides). */
export function EventEditor({ latest, reload }: EventEditorProps) {
  const form = useEventForm(valuesOf(latest));
  const editor = useRecordEditor({
    type: 'event',
    noun: 'event',
    latest,
    detailPath: `/events/${latest._id}`,
    update: useUpdateCrmEvent(latest._id),
    reload,
    form,
    labels: eventFieldLabels,
    valuesOf,
    changesOf: (base, fields) => changedEventFields(fieldsOf(base), fields),
  });

  return (
    <>
      <EventForm
        form={form}
        cycle={editor.cycle}
        submitLabel="Save changes"
        onCancel={editor.cancel}
        notice={<OthersEditingCallout room={editor.room} noun="event" />}
      />
      <ConflictDialog
        noun="event"
        isOpen={editor.cycle.conflict}
        onReload={editor.reloadTheirs}
        onKeepEditing={editor.cycle.keepEditing}
      />
    </>
  );
}
