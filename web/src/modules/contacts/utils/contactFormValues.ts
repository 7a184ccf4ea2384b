import { ContactFieldNames, contactFieldsSchema, type ContactFields } from '@dealbook/contracts';
import { formSchema } from '../../forms/utils/formSchema.js';

/** Every contact field is text or a switch, so the form edits the fields themselves. */
export type ContactFormValues = ContactFields;

/** The schema's defaults; the names start blank (the schema needs them, the form asks for them). */
export const newContactFormValues = (): ContactFormValues => ({
  ...contactFieldsSchema.parse({ firstName: 'x', lastName: 'x' }),
  firstName: '',
  lastName: '',
});

/** The editable fields of a contact record. */
export function contactFieldsOf(contact: ContactFields): ContactFields {
  return Object.fromEntries(ContactFieldNames.map((name) => [name, contact[name]])) as unknown as ContactFields;
}

/** The form's values checked (and trimmed) by the server's own schema of a contact's fields. */
export const contactFormSchema = formSchema((values: ContactFormValues) => values, contactFieldsSchema);

/** Only the fields the person changed, for a PUT that touches nothing else. */
export function changedContactFields(base: ContactFields, edited: ContactFields): Partial<ContactFields> {
  const changes: Record<string, unknown> = {};
  for (const name of ContactFieldNames) {
    if (base[name] !== edited[name]) changes[name] = edited[name];
  }
  return changes as Partial<ContactFields>;
}
