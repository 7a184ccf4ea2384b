import { Button, H2 } from '@blueprintjs/core';
import type { Import } from '@dealbook/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/ApiError.js';
import { toastError } from '../../ui/toaster.js';
import type { ImportActions } from '../hooks/useImportActions.js';
import type { LiveImportProgress } from '../hooks/useImportProgress.js';
import { checkCountLabels, countedGrouped } from '../utils/outcomeMessages.js';
import { ConfirmImportDialog } from './ConfirmImportDialog.js';
import { ImportCountTiles } from './ImportCountTiles.js';
import { ImportErrorsLink } from './ImportErrorsLink.js';
import { ImportPreviewTabs } from './ImportPreviewTabs.js';
import { ImportProgressPanel } from './ImportProgressPanel.js';
import { PossibleDuplicatesChoice } from './PossibleDuplicatesChoice.js';
import { Notice } from '../../ui/components/Notice.js';

export interface CheckStepProps {
  imp: Import;
  progress: LiveImportProgress | null;
  actions: ImportActions;
  onRemap: () => void;
}

/**
 * Step 2, the dry run: its progress while it reads the file, then what each row would do, a few
 * rows of each, the failed rows to download, and the way on to the import.
 */
export function CheckStep({ imp, progress, actions, onRemap }: CheckStepProps) {
  const [confirming, setConfirming] = useState(false);
  const act = (action: 'check' | 'run' | 'cancel', failed: string) =>
    actions[action].mutate(undefined, { onError: (error) => toastError(failed, errorMessage(error)) });

  if (imp.state === 'checking') {
    return (
      <>
        <H2 className="db-looks-h5">Checking the file…</H2>
        <p className="db-muted">Nothing is written yet: each row is read and compared with the records.</p>
        {progress && (
          <ImportProgressPanel
            progress={progress}
            label="Check progress"
            totalKnown={false}
            onCancel={() => act('cancel', 'The check was not cancelled')}
            cancelling={actions.cancel.isPending || actions.cancel.isSuccess}
          />
        )}
      </>
    );
  }

  const counts = imp.state === 'checked' ? imp.checked : null;
  return (
    <>
      {imp.state === 'cancelled' && <Notice intent="warning">The check was cancelled before it finished.</Notice>}
      {imp.state === 'failed' && (
        <Notice intent="danger" title="The check failed">
          {imp.failure ?? 'No reason was given.'}
        </Notice>
      )}
      {counts && (
        <>
          <H2 className="db-looks-h5">{countedGrouped(counts.rows, 'row')} checked. Nothing has been written yet.</H2>
          <ImportCountTiles counts={counts} labels={checkCountLabels} label="What the import will do" />
          {(counts.duplicates ?? 0) > 0 && (
            <PossibleDuplicatesChoice imp={imp} count={counts.duplicates ?? 0} actions={actions} />
          )}
          <ImportPreviewTabs imp={imp} counts={counts} />
        </>
      )}
      <div className="db-import-actions">
        {counts ? (
          <Button intent="primary" icon="import" text="Import" onClick={() => setConfirming(true)} />
        ) : (
          <Button
            intent="primary"
            icon="search-template"
            text="Check the file"
            loading={actions.check.isPending}
            onClick={() => act('check', 'The check did not start')}
          />
        )}
        <Button icon="edit" text="Change the mapping" onClick={onRemap} />
        {imp.hasErrors && <ImportErrorsLink importId={imp._id} />}
      </div>
      {counts && (
        <ConfirmImportDialog
          imp={imp}
          counts={counts}
          isOpen={confirming}
          starting={actions.run.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            actions.run.mutate(undefined, {
              onSuccess: () => setConfirming(false),
              onError: (error) => toastError('The import did not start', errorMessage(error)),
            })
          }
        />
      )}
    </>
  );
}
