import type { Contact, ContactFields } from '@dealbook/contracts';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { EditorNotice } from '../../records/components/EditorNotice.js';
import { useRecordEditor } from '../../records/hooks/useRecordEditor.js';
import { useUpdateContact } from '../hooks/useUpdateContact.js';
import { contactFieldLabels } from '../utils/contactFieldLabels.js';
import { changedContactFields, contactFieldsOf } from '../utils/contactFormValues.js';
import { ContactForm } from './ContactForm.js';

export interface ContactEditorProps {
  /** The latest version known (kept current by the socket). */
  latest: Contact;
  /** The record was deleted since the form opened. */
  deleted: boolean;
  reload: () => Promise<Contact | undefined>;
}

/** The contact's edit form on the shared save cycle (If-Match, 409 → the person decides). */
export function ContactEditor({ latest, deleted, reload }: ContactEditorProps) {
  const editor = useRecordEditor({
    type: 'contact',
    noun: 'contact',
    latest,
    deleted,
    detailPath: `/contacts/${latest._id}`,
    update: useUpdateContact(latest._id),
    reload,
  });
  const { base } = editor;
  const theirChanges = Object.keys(changedContactFields(contactFieldsOf(base), contactFieldsOf(latest))).map(
    (field) => contactFieldLabels[field as keyof ContactFields],
  );

  return (
    <>
      <ContactForm
        // A new base version starts the form again from that version's values.
        key={base.version}
        initialValues={contactFieldsOf(base)}
        submitLabel="Save changes"
        submitting={editor.update.isPending}
        serverErrors={editor.serverErrors}
        onSubmit={(fields: ContactFields) => editor.save(changedContactFields(contactFieldsOf(base), fields))}
        onCancel={editor.cancel}
        notice={
          <EditorNotice
            room={editor.room}
            noun="contact"
            changedElsewhere={editor.changedElsewhere}
            deleted={deleted}
            theirChanges={theirChanges}
            onReload={editor.reloadTheirs}
          />
        }
      />
      <ConflictDialog
        noun="contact"
        isOpen={editor.conflict}
        theirChanges={theirChanges}
        onReload={editor.reloadTheirs}
        onKeepEditing={editor.keepEditing}
      />
    </>
  );
}
