import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import type { Attachment } from '@dealbook/contracts';
import { useState } from 'react';

export interface RenameAttachmentDialogProps {
  attachment: Attachment;
  busy: boolean;
  onSave: (changes: { fileName: string; description: string }) => void;
  onClose: () => void;
}

/** Rename a file or change its description; the stored bytes are untouched. */
export function RenameAttachmentDialog({ attachment, busy, onSave, onClose }: RenameAttachmentDialogProps) {
  const [fileName, setFileName] = useState(attachment.fileName);
  const [description, setDescription] = useState(attachment.description);
  const blank = fileName.trim() === '';
  return (
    <Dialog isOpen onClose={onClose} title="Rename attachment" icon="edit">
      <DialogBody>
        <FormGroup
          label="File name"
          labelFor="attachment-name"
          helperText={blank ? 'A file name is required' : undefined}
        >
          <InputGroup id="attachment-name" value={fileName} onChange={(e) => setFileName(e.target.value)} autoFocus />
        </FormGroup>
        <FormGroup label="Description" labelFor="attachment-description">
          <InputGroup
            id="attachment-description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button
              intent="primary"
              text="Save"
              loading={busy}
              disabled={blank}
              onClick={() => onSave({ fileName: fileName.trim(), description: description.trim() })}
            />
          </>
        }
      />
    </Dialog>
  );
}
