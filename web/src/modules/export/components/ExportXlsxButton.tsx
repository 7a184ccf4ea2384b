import '../export.css';
import { Button, ProgressBar } from '@blueprintjs/core';
import { useServerExport } from '../hooks/useServerExport.js';
import { progressText } from '../utils/exportRequest.js';

export interface ExportXlsxButtonProps {
  /**
   * The grid's export route with its current filter and sort (`exportPath`): the spreadsheet
   * holds every row of the list, not the page on screen.
   */
  path: string;
  /** The file's name if the server does not name it. */
  fallbackName: string;
  disabled?: boolean;
}

/** Exports a grid to a spreadsheet the server writes (spec §9), with progress and a way to stop. */
export function ExportXlsxButton({ path, fallbackName, disabled = false }: ExportXlsxButtonProps) {
  const { running, progress, start, cancel } = useServerExport(path, fallbackName);
  if (!running) {
    return (
      <Button icon="export" variant="minimal" disabled={disabled} onClick={start}>
        Export .xlsx
      </Button>
    );
  }
  const share = progress && progress.total > 0 ? Math.min(1, progress.rows / progress.total) : undefined;
  return (
    <span className="db-export-progress" role="status" aria-label="Export progress">
      <ProgressBar value={share} intent="primary" className="db-export-progress__bar" />
      <span className="db-export-progress__text">
        {progress ? progressText(progress.rows, progress.total, progress.totalKind) : 'Preparing the spreadsheet…'}
      </span>
      <Button icon="cross" variant="minimal" onClick={cancel}>
        Cancel export
      </Button>
    </span>
  );
}
