import { Dialog, DialogBody, ProgressBar } from '@blueprintjs/core';
import type { Attachment } from '@dealbook/contracts';
import { useState } from 'react';
import { DialogFormFooter } from '../../forms/components/DialogFormFooter.js';
import { FormFileField } from '../../forms/components/FormFileField.js';
import { FormTextAreaField } from '../../forms/components/FormTextAreaField.js';
import { SchemaForm } from '../../forms/components/SchemaForm.js';
import { useSaveCycle } from '../../forms/hooks/useSaveCycle.js';
import { useSchemaForm } from '../../forms/hooks/useSchemaForm.js';
import { useAttachmentClientActions } from '../hooks/useAttachmentClientActions.js';
import { resubmitFormSchema, resubmitLabels, resubmitValues } from '../utils/attachmentClientForms.js';

export interface ResubmitAttachmentDialogProps {
  attachment: Attachment;
  onClose: () => void;
}

/** A new version of a document the client rejected, sent with progress and submitted to them again. */
export function ResubmitAttachmentDialog({ attachment, onClose }: ResubmitAttachmentDialogProps) {
  const [progress, setProgress] = useState<number>();
  const form = useSchemaForm({ schema: resubmitFormSchema, defaultValues: resubmitValues, labels: resubmitLabels });
  const { resubmit } = useAttachmentClientActions();
  const cycle = useSaveCycle({
    form,
    labels: resubmitLabels,
    save: ({ file, note }) => {
      setProgress(0);
      return resubmit
        .mutateAsync({ attachmentId: attachment._id, file, note, onProgress: setProgress })
        .finally(() => setProgress(undefined));
    },
    savedMessage: (saved) => `${saved.fileName} resubmitted to the client`,
    failedMessage: 'The new version was not uploaded.',
    onSaved: onClose,
  });
  const comment = attachment.clientReview.comment;
  return (
    <Dialog isOpen onClose={onClose} title={`Upload a new version of ${attachment.fileName}`} icon="upload">
      <SchemaForm
        id="resubmit-attachment-form"
        form={form}
        cycle={cycle}
        idPrefix="resubmit"
        labels={resubmitLabels}
        label="Upload a new version"
      >
        <DialogBody>
          {comment && <p>The client said: “{comment}”</p>}
          <FormFileField name="file" disabled={cycle.saving} />
          <FormTextAreaField name="note" />
          {progress !== undefined && (
            <div aria-label="Upload progress" data-progress={Math.round(progress * 100)}>
              <ProgressBar value={progress} intent="primary" animate={progress < 1} stripes={progress < 1} />
            </div>
          )}
        </DialogBody>
        <DialogFormFooter submitLabel="Upload and resubmit" cycle={cycle} onClose={onClose} />
      </SchemaForm>
    </Dialog>
  );
}
