import { DialogBody } from '@blueprintjs/core';
import type { Contact } from '@dealbook/contracts';
import { useState } from 'react';
import { PossibleDuplicatesCallout } from '../../duplicates/components/PossibleDuplicatesCallout.js';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useContactForm } from '../hooks/useContactForm.js';
import { useNewContactSave } from '../hooks/useNewContactSave.js';
import { contactFieldLabels } from '../utils/contactFieldLabels.js';
import { newContactFormValues } from '../utils/contactFormValues.js';
import type { QuickCreateFormProps } from '../../ui/utils/quickCreate.js';
import { splitPersonName } from '../utils/splitPersonName.js';

/**
 * A contact created from a picker: the new contact form's schema, duplicate warning and question,
 * with the typed name split into first and last and the few fields one knows in passing.
 */
export function QuickCreateContactForm({ text, onCreated, onCancel }: QuickCreateFormProps<Contact>) {
  const [initialValues] = useState(() => ({ ...newContactFormValues(), ...splitPersonName(text) }));
  const form = useContactForm(initialValues);
  const { cycle, duplicates, confirmation } = useNewContactSave({
    form,
    savedMessage: (contact) => `Contact “${contact.fullName}” created`,
    onSaved: (contact) => (contact ? onCreated(contact) : onCancel()),
  });
  // The name typed is there already: the first field still empty is where one goes on.
  const focusLast = initialValues.firstName !== '' && initialValues.lastName === '';
  return (
    <>
      <SchemaForm
        id="quick-contact-form"
        form={form}
        cycle={cycle}
        idPrefix="quick-contact"
        labels={contactFieldLabels}
      >
        <DialogBody>
          <PossibleDuplicatesCallout found={duplicates} noun="contact" basePath="/contacts" />
          <FormTextField name="firstName" required autoFocus={!focusLast} />
          <FormTextField name="lastName" required autoFocus={focusLast} />
          <FormTextField name="jobTitle" />
          <FormTextField name="email" inputMode="email" />
          <FormTextField name="mobile" inputMode="tel" />
        </DialogBody>
        <DialogFormFooter submitLabel="Create contact" cycle={cycle} onClose={onCancel} />
      </SchemaForm>
      {confirmation}
    </>
  );
}
