import { ConfirmAlert } from '../../ui/components/ConfirmAlert.js';
import { ImportKindLabels, type Import, type ImportCounts } from '@dealbook/contracts';
import { checkCountLabels, countedGrouped } from '../utils/outcomeMessages.js';

export interface ConfirmImportDialogProps {
  imp: Import;
  counts: ImportCounts;
  isOpen: boolean;
  starting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Before the run: what the check said it will do, in numbers. */
export function ConfirmImportDialog({ imp, counts, isOpen, starting, onConfirm, onCancel }: ConfirmImportDialogProps) {
  return (
    <ConfirmAlert
      isOpen={isOpen}
      icon="import"
      intent="primary"
      confirmButtonText="Yes, import"
      cancelButtonText="Not now"
      loading={starting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        Import {countedGrouped(counts.rows, 'row')} of {ImportKindLabels[imp.kind].toLowerCase()} from {imp.fileName}?
      </p>
      <ul>
        <li>
          {checkCountLabels.create}: {counts.create.toLocaleString('en-GB')}
        </li>
        <li>
          {checkCountLabels.update}: {counts.update.toLocaleString('en-GB')}
        </li>
        <li>
          {checkCountLabels.unchanged}: {counts.unchanged.toLocaleString('en-GB')}
        </li>
        <li>
          {checkCountLabels.skip}: {counts.skip.toLocaleString('en-GB')}
        </li>
        <li>
          {checkCountLabels.error}: {counts.error.toLocaleString('en-GB')}
        </li>
      </ul>
      <p className="db-muted">You can cancel while it runs, and undo it afterwards.</p>
    </ConfirmAlert>
  );
}
