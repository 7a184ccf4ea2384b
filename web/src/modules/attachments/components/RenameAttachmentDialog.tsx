import { useState } from 'react';
import { Dialog, DialogBody } from '@blueprintjs/core';
import type { Attachment } from '@dealbook/contracts';
import { FormTextField } from '../../forms/components/FormTextField.js';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { useAttachmentMutations } from '../hooks/useAttachments.js';
import {
  renameAttachmentFieldLabels,
  renameAttachmentFormSchema,
  renameAttachmentFormValues,
} from '../utils/renameAttachmentForm.js';

export interface RenameAttachmentDialogProps {
  attachment: Attachment;
  onClose: () => void;
}

/** Rename a file or change its description; the stored bytes are untouched. */
export function RenameAttachmentDialog({ attachment, onClose }: RenameAttachmentDialogProps) {
  return (
    <Dialog isOpen onClose={onClose} title="Rename attachment" icon="edit">
      {/* Another file starts from its own name; a newer version of this one keeps the edit. */}
      <RenameAttachmentForm key={attachment._id} attachment={attachment} onClose={onClose} />
    </Dialog>
  );
}

const renameAttachmentFieldIds = { fileName: 'attachment-name' };

function RenameAttachmentForm({ attachment, onClose }: RenameAttachmentDialogProps) {
  // The version the form was opened on: one saved by someone else meanwhile answers 409 (the
  // conflict choice) instead of being overwritten, and a live refresh of the list keeps the edits.
  const [opened] = useState(attachment);
  const form = useSchemaForm({
    schema: renameAttachmentFormSchema,
    defaultValues: renameAttachmentFormValues(attachment),
    labels: renameAttachmentFieldLabels,
  });
  const { update } = useAttachmentMutations();
  const cycle = useSaveCycle({
    form,
    labels: renameAttachmentFieldLabels,
    save: (changes) => update.mutateAsync({ attachment: opened, changes }),
    savedMessage: 'Attachment saved',
    failedMessage: 'The file was not saved.',
    onSaved: onClose,
  });

  return (
    <SchemaForm
      id="attachment-form"
      form={form}
      cycle={cycle}
      idPrefix="attachment"
      ids={renameAttachmentFieldIds}
      labels={renameAttachmentFieldLabels}
    >
      <DialogBody>
        <FormTextField name="fileName" autoFocus />
        <FormTextField name="description" />
      </DialogBody>
      <DialogFormFooter submitLabel="Save" cycle={cycle} onClose={onClose} conflictNoun="file" />
    </SchemaForm>
  );
}
