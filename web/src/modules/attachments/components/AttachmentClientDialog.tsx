import { Dialog, DialogBody } from '@blueprintjs/core';
import type { Attachment } from '@dealbook/contracts';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { FormTextAreaField } from '../../forms/components/FormTextAreaField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { useAttachmentClientActions } from '../hooks/useAttachmentClientActions.js';
import {
  attachmentClientActionWords,
  attachmentClientFormSchema,
  attachmentNoteLabels,
  attachmentNoteValues,
} from '../utils/attachmentClientForms.js';

export interface AttachmentClientDialogProps {
  attachment: Attachment;
  action: 'share' | 'submit';
  /** The project whose client sees it. */
  projectId: string;
  onClose: () => void;
}

/** Shares a document with the project's client, or submits it for their approval, with a note they read. */
export function AttachmentClientDialog({ attachment, action, projectId, onClose }: AttachmentClientDialogProps) {
  const words = attachmentClientActionWords[action];
  const form = useSchemaForm({
    schema: attachmentClientFormSchema(action, projectId),
    defaultValues: attachmentNoteValues,
    labels: attachmentNoteLabels,
  });
  const { act } = useAttachmentClientActions();
  const cycle = useSaveCycle({
    form,
    labels: attachmentNoteLabels,
    save: (body) => act.mutateAsync({ attachmentId: attachment._id, body }),
    savedMessage: `${attachment.fileName} ${words.done}`,
    failedMessage: `${attachment.fileName} was not ${words.done}.`,
    onSaved: onClose,
  });
  return (
    <Dialog isOpen onClose={onClose} title={`${words.label}: ${attachment.fileName}`} icon="send-to">
      <SchemaForm
        id="attachment-client-form"
        form={form}
        cycle={cycle}
        idPrefix="attachment-client"
        labels={attachmentNoteLabels}
        label={words.label}
      >
        <DialogBody>
          <p>
            {action === 'share'
              ? 'The client can read and download it; there is nothing for them to decide.'
              : 'The client is asked to approve it or to say what is wrong with it.'}
          </p>
          <FormTextAreaField name="note" autoFocus />
        </DialogBody>
        <DialogFormFooter submitLabel={words.label} cycle={cycle} onClose={onClose} />
      </SchemaForm>
    </Dialog>
  );
}
