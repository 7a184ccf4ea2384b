import { Card, Spinner } from '@blueprintjs/core';
import { ImportKindLabels, type Import } from '@dealbook/contracts';
import { useEffect, useState } from 'react';
import { errorMessage, isApiError } from '../../api/ApiError.js';
import { BackLink } from '../../ui/components/BackLink.js';
import { formatFileSize } from '../../ui/utils/fileSize.js';
import { formatDateTime } from '../../ui/utils/format.js';
import { useImportActions } from '../hooks/useImportActions.js';
import { useImportOutcomeToasts } from '../hooks/useImportOutcomeToasts.js';
import { useImportProgress } from '../hooks/useImportProgress.js';
import { useImport, useImportSample } from '../hooks/useImports.js';
import { canRemap, currentStep } from '../utils/importSteps.js';
import { CheckStep } from './CheckStep.js';
import { ImportStateTag } from './ImportStateTag.js';
import { ImportStepper } from './ImportStepper.js';
import { MappingStep } from './MappingStep.js';
import { RunStep } from './RunStep.js';
import { UndoStep } from './UndoStep.js';
import { PageTitle } from '../../ui/components/PageTitle.js';
import { EmptyState } from '../../ui/components/EmptyState.js';
import { Notice } from '../../ui/components/Notice.js';

/** One import's page: loads it, live, and shows the step it stands at. */
export function ImportView({ importId }: { importId: string }) {
  const query = useImport(importId);
  if (query.isPending) return <Spinner aria-label="Loading the import" />;
  if (query.isError) {
    return (
      <>
        <BackLink to="/upload" label="Data upload" />
        {isApiError(query.error, 404) ? (
          <EmptyState icon="search" title="Import not found" description="It may have been removed." />
        ) : (
          <Notice intent="danger" title="The import could not be loaded">
            {errorMessage(query.error)}
          </Notice>
        )}
      </>
    );
  }
  return <ImportSteps imp={query.data} />;
}

function ImportSteps({ imp }: { imp: Import }) {
  const actions = useImportActions(imp._id);
  const progress = useImportProgress(imp);
  const sample = useImportSample(imp);
  useImportOutcomeToasts(imp);
  // Once checked, the person may go back to the mapping; the import's state decides otherwise.
  const [remapping, setRemapping] = useState(false);
  const step = remapping && canRemap(imp) ? 'map' : currentStep(imp);
  // A cancel asked for holds the button as "Cancelling…" until the work stops; the next may be cancelled again.
  const resetCancel = actions.cancel.reset;
  useEffect(() => resetCancel(), [imp.state, resetCancel]);

  return (
    <div className="db-imports">
      <div>
        <BackLink to="/upload" label="Data upload" />
        <div className="db-page-header">
          <PageTitle title={imp.fileName} section="Data upload" />
          <ImportStateTag state={imp.state} />
        </div>
        <p className="db-muted">
          {ImportKindLabels[imp.kind]} · {formatFileSize(imp.fileSize)} · {imp.headers.length} columns · uploaded{' '}
          {imp.startedBy ? `by ${imp.startedBy.fullName} ` : ''}on {formatDateTime(imp.createdAt)}
        </p>
      </div>
      {imp.fileDeleted && (
        <Notice intent="warning" title="The uploaded file was deleted">
          This import&apos;s file was deleted when a person it named was erased: it can no longer be mapped, checked or
          run, and its errors file is gone. An import that ran can still be undone.
        </Notice>
      )}
      <ImportStepper current={step} />
      <Card>
        {step === 'map' && (
          <MappingStep
            key={imp._id}
            imp={imp}
            sample={sample}
            actions={actions}
            onChecking={() => setRemapping(false)}
            onKeep={imp.state === 'checked' ? () => setRemapping(false) : undefined}
          />
        )}
        {step === 'check' && (
          <CheckStep imp={imp} progress={progress} actions={actions} onRemap={() => setRemapping(true)} />
        )}
        {step === 'import' && <RunStep imp={imp} progress={progress} actions={actions} />}
        {step === 'undo' && <UndoStep imp={imp} progress={progress} />}
      </Card>
    </div>
  );
}
