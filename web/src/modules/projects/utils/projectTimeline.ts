import type { HistoryEntry } from '@dealbook/contracts';
import { describeAnyEntry, type HistoryDescription } from '../../records/utils/historyDescription.js';

/** The kinds a project's history can be narrowed to: its own changes, its purchasers', its calls. */
export const timelineKinds = ['project', 'purchasers', 'calls'] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export const timelineKindLabels: Record<TimelineKind, string> = {
  project: 'Project',
  purchasers: 'Purchasers',
  calls: 'Calls',
};

/** Which kind an entry is, by the stream that recorded it (the project's own when unnamed). */
export function timelineKindOf(entry: HistoryEntry): TimelineKind {
  switch (entry.source?.type) {
    case 'purchase':
      return 'purchasers';
    case 'communication':
      return 'calls';
    default:
      return 'project';
  }
}

/** The project's own events: the only ones the replay slider folds. */
export function projectOwnEntries(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return entries.filter((entry) => timelineKindOf(entry) === 'project');
}

/** How an entry of the merged timeline reads: a purchaser's or a call's events say whose they are. */
export function describeTimelineEntry(
  entry: HistoryEntry,
  describeProject: (entry: HistoryEntry) => HistoryDescription,
): HistoryDescription {
  const kind = timelineKindOf(entry);
  if (kind === 'project') return describeProject(entry);
  const { title, changes } = describeAnyEntry(entry);
  const name = entry.source?.name;
  const who = kind === 'purchasers' ? `Purchaser ${name || 'removed'}` : name ? `Call · ${name}` : 'Call';
  return { title: `${who}: ${title}`, changes };
}
