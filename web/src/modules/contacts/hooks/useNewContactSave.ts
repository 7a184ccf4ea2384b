import type { Contact } from '@dealbook/contracts';
import { useWatch } from 'react-hook-form';
import { useDuplicateConfirmation } from '../../duplicates/hooks/useDuplicateConfirmation.js';
import { usePossibleDuplicates } from '../../duplicates/hooks/usePossibleDuplicates.js';
import { saveDeclined, useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { contactFieldLabels } from '../utils/contactFieldLabels.js';
import type { ContactFormState } from './useContactForm.js';
import { useCreateContact } from './useCreateContact.js';

export interface NewContactSaveOptions {
  form: ContactFormState;
  /** Ids of the companies it works for, sent with its fields. */
  companies?: readonly string[];
  /** The toast once it is created. */
  savedMessage: string | ((contact: Contact) => string);
  onSaved: (contact: Contact | undefined) => void;
}

/**
 * How a new contact is saved, from the full form or a picker's quick create alike: the possible
 * duplicates of what is typed (for the form's warning), one question before creating one, then
 * the save cycle. `duplicates` goes in the form's `notice`, `confirmation` beside the form.
 */
export function useNewContactSave({ form, companies = [], savedMessage, onSaved }: NewContactSaveOptions) {
  const create = useCreateContact();
  const [firstName = '', lastName = '', email = '', telephone = '', mobile = ''] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'email', 'telephone', 'mobile'],
  });
  const duplicates = usePossibleDuplicates('contacts', { firstName, lastName, email, telephone, mobile });
  const confirmation = useDuplicateConfirmation(duplicates, 'contact');
  const cycle = useSaveCycle({
    form,
    labels: contactFieldLabels,
    save: async (fields) => {
      if (!(await confirmation.confirm())) throw saveDeclined;
      return create.mutateAsync({ ...fields, companies: [...companies] });
    },
    savedMessage,
    failedMessage: 'The contact could not be created',
    onSaved,
  });
  return { cycle, duplicates, confirmation: confirmation.dialog };
}
