import type { CrmEvent, CrmEventFields } from '@dealbook/contracts';
import { OthersEditingCallout } from '../../realtime/components/OthersEditingCallout.js';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { useRecordEditor } from '../../records/hooks/useRecordEditor.js';
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

/** The event's edit form on the shared save cycle (If-Match, 409 → the person decides). */
export function EventEditor({ latest, reload }: EventEditorProps) {
  const editor = useRecordEditor({
    type: 'event',
    noun: 'event',
    latest,
    detailPath: `/events/${latest._id}`,
    update: useUpdateCrmEvent(latest._id),
    reload,
  });
  const { base } = editor;

  return (
    <>
      <EventForm
        key={base.version}
        initialValues={toEventFormValues(fieldsOf(base))}
        currentStatusId={base.currentStatusId}
        submitLabel="Save changes"
        submitting={editor.update.isPending}
        serverErrors={editor.serverErrors}
        onSubmit={(fields: CrmEventFields) => editor.save(changedEventFields(fieldsOf(base), fields))}
        onCancel={editor.cancel}
        notice={<OthersEditingCallout room={editor.room} noun="event" />}
      />
      <ConflictDialog
        noun="event"
        isOpen={editor.conflict}
        onReload={editor.reloadTheirs}
        onKeepEditing={editor.keepEditing}
      />
    </>
  );
}
