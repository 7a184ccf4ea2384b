import { Button, DialogFooter } from '@blueprintjs/core';
import { ConflictDialog } from '../../records/components/ConflictDialog.js';
import type { SaveCycle } from '../hooks/useSaveCycle.js';

export interface DialogFormFooterProps {
  submitLabel: string;
  cycle: SaveCycle;
  onClose: () => void;
  /**
   * A dialog that edits a version of a record names it ("task"): a 409 offers the conflict
   * choice, and "Reload their version" closes the dialog, whose list refetched after the refused
   * save and shows their version.
   */
  conflictNoun?: string;
}

/** A dialog form's buttons (inside its SchemaForm): cancel, and submit busy while saving. */
export function DialogFormFooter({ submitLabel, cycle, onClose, conflictNoun }: DialogFormFooterProps) {
  return (
    <>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={onClose} />
            <Button type="submit" intent="primary" text={submitLabel} loading={cycle.saving} />
          </>
        }
      />
      {conflictNoun && (
        <ConflictDialog
          isOpen={cycle.conflict}
          noun={conflictNoun}
          onReload={() => {
            cycle.keepEditing();
            onClose();
          }}
          onKeepEditing={cycle.keepEditing}
        />
      )}
    </>
  );
}
