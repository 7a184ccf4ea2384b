import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';

export interface ConflictDialogProps {
  isOpen: boolean;
  /** What the record is called in the text: "company", "contact", "event", "task". */
  noun: string;
  /** Labels of the fields the other person changed, when known. */
  theirChanges?: readonly string[];
  onReload: () => void;
  onKeepEditing: () => void;
}

/** Shown on 409: nobody's edit is overwritten without them choosing. */
export function ConflictDialog({ isOpen, noun, theirChanges = [], onReload, onKeepEditing }: ConflictDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onKeepEditing} title="This record was changed by someone else" icon="warning-sign">
      <DialogBody>
        <p>Someone saved a newer version of this {noun} while you were editing it. Your changes have not been saved.</p>
        {theirChanges.length > 0 && <p>They changed: {theirChanges.join(', ')}.</p>}
        <p>
          Reload their version to start again from it (your edits are discarded), or keep editing and copy what you need
          first.
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Keep editing" onClick={onKeepEditing} />
            <Button intent="primary" text="Reload their version" onClick={onReload} />
          </>
        }
      />
    </Dialog>
  );
}
