import { Button } from '@blueprintjs/core';
import type { TimelineKind } from '@dealbook/contracts';

/** What each kind of line is called on the chips. */
export const timelineKindLabels: Record<TimelineKind, string> = {
  calls: 'Calls',
  tasks: 'Tasks',
  notes: 'Notes',
  documents: 'Documents',
  payments: 'Payments',
  changes: 'Changes',
};

export interface RecordTimelineKindsProps {
  kinds: readonly TimelineKind[];
  /** The kind shown; undefined for all. */
  chosen: TimelineKind | undefined;
  onChoose: (kind: TimelineKind | undefined) => void;
}

/** The chips that narrow a timeline to one kind of line, "All" first. */
export function RecordTimelineKinds({ kinds, chosen, onChoose }: RecordTimelineKindsProps) {
  const chip = (kind: TimelineKind | undefined, label: string) => (
    <Button
      key={kind ?? 'all'}
      size="small"
      variant={chosen === kind ? 'solid' : 'minimal'}
      intent={chosen === kind ? 'primary' : 'none'}
      aria-pressed={chosen === kind}
      text={label}
      onClick={() => onChoose(kind)}
    />
  );
  return (
    <div className="db-timeline__kinds" role="group" aria-label="Show in the timeline">
      {chip(undefined, 'All')}
      {kinds.map((kind) => chip(kind, timelineKindLabels[kind]))}
    </div>
  );
}
