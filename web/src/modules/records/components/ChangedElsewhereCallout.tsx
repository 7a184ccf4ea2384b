import { Button } from '@blueprintjs/core';
import { Notice } from '../../ui/components/Notice.js';

export interface ChangedElsewhereCalloutProps {
  /** What the record is called in the text: "company", "contact" … */
  noun: string;
  deleted: boolean;
  theirChanges: readonly string[];
  onReload: () => void;
}

/** While editing: someone else saved (or deleted) the record since the form was opened. */
export function ChangedElsewhereCallout({ noun, deleted, theirChanges, onReload }: ChangedElsewhereCalloutProps) {
  if (deleted) {
    return (
      <Notice intent="danger" title="Deleted by someone else">
        This {noun} has been deleted since you opened it; it can no longer be saved.
      </Notice>
    );
  }
  return (
    <Notice intent="warning" title="Changed by someone else" role="status">
      <p>
        This {noun} was saved by someone else after you opened it
        {theirChanges.length > 0 ? ` (${theirChanges.join(', ')})` : ''}. Saving will not overwrite their changes
        without asking you.
      </p>
      <Button size="small" text="Reload their version" onClick={onReload} />
    </Notice>
  );
}
