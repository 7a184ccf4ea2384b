import type { HistoryEntry } from '@dealbook/contracts';
import { describeAnyEntry, type HistoryDescription } from '../../records/utils/historyDescription.js';
import { describeClientReviewEntry } from './clientReviewHistory.js';

/** The kinds a project's history can be narrowed to: its own changes, its purchasers', its calls, its documents. */
export const timelineKinds = ['project', 'purchasers', 'calls', 'documents'] as const;
export type TimelineKind = (typeof timelineKinds)[number];

export const timelineKindLabels: Record<TimelineKind, string> = {
  project: 'Project',
  purchasers: 'Purchasers',
  calls: 'Calls',
  documents: 'Documents',
};

/** Which kind an entry is, by the stream that recorded it (the project's own when unnamed). */
export function timelineKindOf(entry: HistoryEntry): TimelineKind {
  switch (entry.source?.type) {
    case 'purchase':
      return 'purchasers';
    case 'communication':
      return 'calls';
    case 'attachment':
      return 'documents';
    default:
      return 'project';
  }
}

/** The project's own events: the only ones the replay slider folds. */
export function projectOwnEntries(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return entries.filter((entry) => timelineKindOf(entry) === 'project');
}

/** The detail under an entry of the merged timeline: a purchaser's, a call's or a document's by their record type. */
export function describeTimelineEntry(
  entry: HistoryEntry,
  describeProject: (entry: HistoryEntry) => HistoryDescription,
): HistoryDescription {
  if (timelineKindOf(entry) === 'project') return describeProject(entry);
  return describeClientReviewEntry(entry) ?? describeAnyEntry(entry, entry.source?.type ?? 'project');
}
