import { Button, ProgressBar } from '@blueprintjs/core';
import type { ImportProgress } from '@dealbook/contracts';
import { describeRate, describeRowsDone, progressFraction } from '../utils/progressText.js';

export interface ImportProgressPanelProps {
  progress: ImportProgress;
  /** The bar's accessible name: "Check progress", "Import progress" … */
  label: string;
  /** Whether `rowsTotal` is the file's counted rows (after a check) rather than an estimate. */
  totalKnown: boolean;
  /** Omitted where the work cannot be stopped (an undo). */
  onCancel?: () => void;
  /** Asked for: the server stops within a second, and the state says when. */
  cancelling?: boolean;
}

/** A check, run or undo under way: the bar, rows done of the total, the rate, the time left, and Cancel. */
export function ImportProgressPanel({ progress, label, totalKnown, onCancel, cancelling }: ImportProgressPanelProps) {
  const fraction = progressFraction(progress);
  const rows = describeRowsDone(progress, totalKnown);
  const rate = describeRate(progress);
  return (
    <div className="db-import-progress">
      <ProgressBar
        value={fraction}
        intent="primary"
        animate
        stripes
        aria-label={label}
        aria-valuetext={`${rows}; ${rate}`}
      />
      <div className="db-import-progress__line">
        <span>
          <strong>{rows}</strong> <span className="db-muted">· {rate}</span>
        </span>
        {onCancel && <Button icon="stop" text="Cancel" loading={cancelling} disabled={cancelling} onClick={onCancel} />}
      </div>
    </div>
  );
}
