import type { Contact, ContactFields } from '@dealbook/contracts';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import { EditorNotice } from '../../records/components/EditorNotice.js';
import { useRecordEditor } from '../../records/hooks/useRecordEditor.js';
import { useContactForm } from '../hooks/useContactForm.js';
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

const valuesOf = (contact: Contact) => contactFieldsOf(contact);

/** The contact's edit form on the shared save cycle (If-Match, 409 → the person decides). */
export function ContactEditor({ latest, deleted, reload }: ContactEditorProps) {
  const form = useContactForm(valuesOf(latest));
  const editor = useRecordEditor({
    type: 'contact',
    noun: 'contact',
    latest,
    deleted,
    detailPath: `/contacts/${latest._id}`,
    update: useUpdateContact(latest._id),
    reload,
    form,
    labels: contactFieldLabels,
    valuesOf,
    changesOf: (base, fields) => changedContactFields(contactFieldsOf(base), fields),
  });
  const theirChanges = Object.keys(changedContactFields(contactFieldsOf(editor.base), contactFieldsOf(latest))).map(
    (field) => contactFieldLabels[field as keyof ContactFields],
  );

  return (
    <>
      <ContactForm
        form={form}
        cycle={editor.cycle}
        submitLabel="Save changes"
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
        isOpen={editor.cycle.conflict}
        theirChanges={theirChanges}
        onReload={editor.reloadTheirs}
        onKeepEditing={editor.cycle.keepEditing}
      />
    </>
  );
}
