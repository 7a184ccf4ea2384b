import { Icon } from '@blueprintjs/core';
import { importStepLabels, importSteps, type ImportStep } from '../utils/importSteps.js';

/** Where the import stands among its steps; those behind are ticked. */
export function ImportStepper({ current }: { current: ImportStep }) {
  const at = importSteps.indexOf(current);
  return (
    <ol className="db-import-steps" aria-label="Steps">
      {importSteps.map((step, index) => (
        <li key={step} aria-current={step === current ? 'step' : undefined}>
          <span className="db-import-steps__number">
            {index < at ? <Icon icon="tick" size={12} aria-label="done" /> : index + 1}
          </span>
          {importStepLabels[step]}
        </li>
      ))}
    </ol>
  );
}
