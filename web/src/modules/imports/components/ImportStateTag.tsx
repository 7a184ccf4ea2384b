import { Intent, Tag } from '@blueprintjs/core';
import { ImportStateLabels, type ImportState } from '@dealbook/contracts';

const stateIntent: Record<ImportState, Intent> = {
  uploaded: Intent.NONE,
  checking: Intent.PRIMARY,
  checked: Intent.PRIMARY,
  running: Intent.PRIMARY,
  finished: Intent.SUCCESS,
  cancelled: Intent.WARNING,
  failed: Intent.DANGER,
  undoing: Intent.PRIMARY,
  undone: Intent.NONE,
};

/** Where an import stands, in the contracts' words; work under way is shown as such. */
export function ImportStateTag({ state }: { state: ImportState }) {
  const working = state === 'checking' || state === 'running' || state === 'undoing';
  return (
    <Tag intent={stateIntent[state]} minimal={!working} round>
      {ImportStateLabels[state]}
    </Tag>
  );
}
