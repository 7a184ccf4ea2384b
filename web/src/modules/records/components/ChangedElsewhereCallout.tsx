import { Button, Callout } from '@blueprintjs/core';

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
      <Callout intent="danger" title="Deleted by someone else">
        This {noun} has been deleted since you opened it; it can no longer be saved.
      </Callout>
    );
  }
  return (
    <Callout intent="warning" title="Changed by someone else" role="status">
      <p>
        This {noun} was saved by someone else after you opened it
        {theirChanges.length > 0 ? ` (${theirChanges.join(', ')})` : ''}. Saving will not overwrite their changes
        without asking you.
      </p>
      <Button size="small" text="Reload their version" onClick={onReload} />
    </Callout>
  );
}
