import type { ChangedFields, ClientReview, HistoryEntry } from '@dealbook/contracts';
import { recordWording, shownValue, type HistoryWording } from '../../records/utils/historyDescription.js';
import { clientReviewStateLabels } from '../../ui/labels/clientReviewLabels.js';

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

const reviewLabels: Record<string, string> = { clientReview: 'Client approval', noteToClient: 'Note to the client' };

/**
 * A client-review change of a purchaser or a document (issue 14): where it stood before and after,
 * and the team's note when it changed. A payload without the review it moved to shows no review line.
 */
function shownReviewChanges(changes: ChangedFields): ChangedFields {
  const { clientReview, ...others } = changes;
  if (!clientReview) return changes;
  const from = clientReview.from as Partial<ClientReview> | null | undefined;
  const to = clientReview.to as Partial<ClientReview> | null | undefined;
  if (!to?.state) return others;
  const note = to.note?.trim();
  return {
    clientReview,
    ...(note && note !== from?.note?.trim() ? { noteToClient: { from: undefined, to: note } } : {}),
  };
}

const reviewState = (review: unknown) => {
  const state = (review as Partial<ClientReview> | null | undefined)?.state;
  return state ? clientReviewStateLabels[state] : '—';
};

/** A purchaser's or a document's history in their forms' words, their client reviews by state. */
const reviewWording = (recordType: string): HistoryWording => {
  const usual = recordWording(recordType);
  return {
    label: (field) => reviewLabels[field] ?? usual.label(field),
    value: (field, value) => (field === 'clientReview' ? reviewState(value) : shownValue(value)),
    changes: shownReviewChanges,
  };
};

/** The wording of an entry of the merged timeline: the project's own, a purchaser's, a call's or a document's. */
export function timelineWording(entry: HistoryEntry, projectWording: HistoryWording): HistoryWording {
  if (timelineKindOf(entry) === 'project') return projectWording;
  return reviewWording(entry.source?.type ?? 'project');
}
