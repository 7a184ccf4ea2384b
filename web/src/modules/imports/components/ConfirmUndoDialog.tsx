import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import { ImportKindLabels, type Import } from '@dealbook/contracts';
import { describeCounts } from '../utils/outcomeMessages.js';

export interface ConfirmUndoDialogProps {
  imp: Import;
  isOpen: boolean;
  starting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Before an undo: what it deletes and sets back, and what it leaves alone. */
export function ConfirmUndoDialog({ imp, isOpen, starting, onConfirm, onCancel }: ConfirmUndoDialogProps) {
  const kind = ImportKindLabels[imp.kind].toLowerCase();
  return (
    <ConfirmAlert
      isOpen={isOpen}
      icon="undo"
      intent="danger"
      confirmButtonText="Yes, undo the import"
      cancelButtonText="Keep it"
      loading={starting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        Undo the import of {imp.fileName} ({describeCounts(imp.done)})?
      </p>
      <p>
        The {kind} it created are deleted, and the fields it updated are set back to what they were, unless someone has
        changed them since: those keep their new values.
      </p>
    </ConfirmAlert>
  );
}
