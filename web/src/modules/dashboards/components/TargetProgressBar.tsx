import { ProgressBar } from '@blueprintjs/core';
import { targetProgress } from '../utils/targetProgress.js';

export interface TargetProgressBarProps {
  done: number;
  target: number | null;
  /** What is counted, for screen readers: "Calls today". */
  label: string;
  /** Shows the label above the bar too, spaced from it (a bar set under loose text ran into it). */
  showLabel?: boolean;
}

/** Progress towards a target, green once met; says so plainly when no target is set. */
export function TargetProgressBar({ done, target, label, showLabel = false }: TargetProgressBarProps) {
  const progress = targetProgress(done, target);
  const caption = showLabel && <span className="db-muted db-target__label">{label}</span>;
  if (!progress) {
    return (
      <div className="db-target">
        {caption}
        <span className="db-muted">No target set</span>
      </div>
    );
  }
  return (
    <div className="db-target" title={`${label}: ${progress.label}`}>
      {caption}
      <ProgressBar
        value={progress.fraction}
        intent={progress.met ? 'success' : 'primary'}
        stripes={false}
        animate={false}
        aria-label={`${label}: ${progress.label}`}
      />
      <span>{progress.label}</span>
    </div>
  );
}
