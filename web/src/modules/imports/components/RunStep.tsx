import { Button, H2 } from '@blueprintjs/core';
import { ImportRowActionLabels, type Import } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { toastError } from '../../ui/toaster.js';
import type { ImportActions } from '../hooks/useImportActions.js';
import type { LiveImportProgress } from '../hooks/useImportProgress.js';
import { canUndo } from '../utils/importSteps.js';
import { countedGrouped, describeCounts } from '../utils/outcomeMessages.js';
import { ConfirmUndoDialog } from './ConfirmUndoDialog.js';
import { ImportCountTiles } from './ImportCountTiles.js';
import { ImportErrorsLink } from './ImportErrorsLink.js';
import { ImportProgressPanel } from './ImportProgressPanel.js';
import { Notice } from '../../ui/components/Notice.js';

export interface RunStepProps {
  imp: Import;
  progress: LiveImportProgress | null;
  actions: ImportActions;
}

/** Step 3: the run's progress, then what it did, the failed rows, and the way to undo it all. */
export function RunStep({ imp, progress, actions }: RunStepProps) {
  const [confirming, setConfirming] = useState(false);

  if (imp.state === 'running') {
    const soFar = progress?.done ?? imp.done;
    return (
      <>
        <H2 className="db-looks-h5">Importing…</H2>
        {progress && (
          <ImportProgressPanel
            progress={progress}
            label="Import progress"
            totalKnown={imp.checked !== null}
            onCancel={() =>
              actions.cancel.mutate(undefined, {
                onError: (error) => toastError('The import was not cancelled', errorMessage(error)),
              })
            }
            cancelling={actions.cancel.isPending || actions.cancel.isSuccess}
          />
        )}
        <p className="db-muted">
          So far: {describeCounts(soFar)}. Cancelling keeps what is written; undo takes it back.
        </p>
      </>
    );
  }

  // `failed` ends an undo too: it had begun if it put records back or left its progress as an undo's.
  const undoFailed = imp.undone > 0 || imp.progress?.phase === 'undo';
  return (
    <>
      {imp.state === 'finished' && (
        <Notice intent="success" title="Imported">
          {describeCounts(imp.done)}.
        </Notice>
      )}
      {imp.state === 'cancelled' && (
        <Notice intent="warning" title="The import was cancelled">
          {imp.done.rows.toLocaleString('en-GB')} rows were read before it stopped ({describeCounts(imp.done)}). What
          they wrote stays until you undo the import.
        </Notice>
      )}
      {imp.state === 'failed' && undoFailed && (
        <Notice intent="danger" title="The undo failed">
          {imp.failure ?? 'No reason was given.'} {countedGrouped(imp.undone, 'record')} were put back before it
          stopped; undo again to put back the rest.
        </Notice>
      )}
      {imp.state === 'failed' && !undoFailed && (
        <Notice intent="danger" title="The import failed">
          {imp.failure ?? 'No reason was given.'} What was written before ({describeCounts(imp.done)}) stays until you
          undo the import.
        </Notice>
      )}
      <ImportCountTiles counts={imp.done} labels={ImportRowActionLabels} label="What the import did" />
      <div className="db-import-actions">
        {canUndo(imp) && (
          <Button
            icon="undo"
            intent="danger"
            variant="outlined"
            text="Undo import"
            onClick={() => setConfirming(true)}
          />
        )}
        {imp.hasErrors && <ImportErrorsLink importId={imp._id} />}
      </div>
      <ConfirmUndoDialog
        imp={imp}
        isOpen={confirming}
        starting={actions.undo.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          actions.undo.mutate(undefined, {
            onSuccess: () => setConfirming(false),
            onError: (error) => toastError('The undo did not start', errorMessage(error)),
          })
        }
      />
    </>
  );
}
