import { H2 } from '@blueprintjs/core';
import type { Import } from '@dealbook/contracts';
import type { LiveImportProgress } from '../hooks/useImportProgress.js';
import { countedGrouped, describeCounts } from '../utils/outcomeMessages.js';
import { ImportProgressPanel } from './ImportProgressPanel.js';
import { Notice } from '../../ui/components/Notice.js';

/** Step 4: the undo's progress (it cannot be stopped half way), then what it put back. */
export function UndoStep({ imp, progress }: { imp: Import; progress: LiveImportProgress | null }) {
  if (imp.state === 'undoing') {
    return (
      <>
        <H2 className="db-looks-h5">Undoing the import…</H2>
        {progress && <ImportProgressPanel progress={progress} label="Undo progress" totalKnown />}
      </>
    );
  }
  return (
    <Notice intent="success" title="The import was undone">
      {countedGrouped(imp.undone, 'record')} put back. The import had {describeCounts(imp.done)}.
    </Notice>
  );
}
