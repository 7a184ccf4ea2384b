import { ProgressBar } from '@blueprintjs/core';
import { targetProgress } from '../utils/targetProgress.js';

export interface TargetProgressBarProps {
  done: number;
  target: number | null;
  /** What is counted, for screen readers: "Calls today". */
  label: string;
}

/** Progress towards a target, green once met; says so plainly when no target is set. */
export function TargetProgressBar({ done, target, label }: TargetProgressBarProps) {
  const progress = targetProgress(done, target);
  if (!progress) return <span className="db-muted db-target">No target set</span>;
  return (
    <div className="db-target" title={`${label}: ${progress.label}`}>
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
