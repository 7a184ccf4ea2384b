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

/** How an entry of the merged timeline reads: a purchaser's or a call's events say whose they are. */
export function describeTimelineEntry(
  entry: HistoryEntry,
  describeProject: (entry: HistoryEntry) => HistoryDescription,
): HistoryDescription {
  const kind = timelineKindOf(entry);
  if (kind === 'project') return describeProject(entry);
  const name = entry.source?.name ?? '';
  // The client-review events name their purchaser or document in their own words.
  const review = describeClientReviewEntry(entry, name || (kind === 'documents' ? 'a document' : 'a purchaser'));
  if (review) return review;
  const { title, changes } = describeAnyEntry(entry);
  const who = sourceLabel(kind, name);
  return { title: `${who}: ${title}`, changes };
}

/** Whose event a merged entry is: the purchaser's, the call's or the document's, by name. */
function sourceLabel(kind: Exclude<TimelineKind, 'project'>, name: string): string {
  switch (kind) {
    case 'purchasers':
      return `Purchaser ${name || 'removed'}`;
    case 'documents':
      return `Document ${name || 'removed'}`;
    case 'calls':
      return name ? `Call · ${name}` : 'Call';
  }
}
