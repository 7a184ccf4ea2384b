import type { Contact } from '@dealbook/contracts';
import { RecordEditor } from '../../records/components/RecordEditor.js';
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

/** The contact's edit form on the record editor. */
export function ContactEditor({ latest, deleted, reload }: ContactEditorProps) {
  return (
    <RecordEditor
      type="contact"
      noun="contact"
      latest={latest}
      deleted={deleted}
      detailPath={`/contacts/${latest._id}`}
      update={useUpdateContact(latest._id)}
      reload={reload}
      form={useContactForm(contactFieldsOf(latest))}
      labels={contactFieldLabels}
      valuesOf={contactFieldsOf}
      bodyOf={contactFieldsOf}
      changed={changedContactFields}
      Form={ContactForm}
    />
  );
}
