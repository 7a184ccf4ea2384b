import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';

export interface EventConflictDialogProps {
  isOpen: boolean;
  onReload: () => void;
  onKeepEditing: () => void;
}

/** Shown on 409: nobody's edit to an event is overwritten without them choosing. */
export function EventConflictDialog({ isOpen, onReload, onKeepEditing }: EventConflictDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onKeepEditing} title="This event was changed by someone else" icon="warning-sign">
      <DialogBody>
        <p>Someone saved a newer version of this event while you were editing it. Your changes have not been saved.</p>
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
