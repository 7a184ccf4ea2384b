import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { contactFieldLabels } from '../utils/contactFieldLabels.js';
import { contactFormSchema, type ContactFormValues } from '../utils/contactFormValues.js';

/** The contact form's state (create and edit), checked by the server's own schema. */
export function useContactForm(values: ContactFormValues) {
  return useSchemaForm({ schema: contactFormSchema, defaultValues: values, labels: contactFieldLabels });
}

export type ContactFormState = ReturnType<typeof useContactForm>;
