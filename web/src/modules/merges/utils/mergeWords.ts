import {
  MergeableTypeLabels,
  type CompanyMerged,
  type ContactMerged,
  type HistoryEntry,
  type MergeableType,
  type MergeFieldChoice,
  type MergeLinkCount,
  type MergeLinkKind,
  type MergeSide,
  type MergeUndoOutcome,
} from '@dealbook/contracts';

/** Where the merge screen of two records is; the survivor first. */
export function mergeScreenPath(type: MergeableType, survivor: string, merged: string): string {
  return `/${MergeableTypeLabels[type].many}/merge?${new URLSearchParams({ survivor, merged })}`;
}

/** A record's own page. */
export const recordPath = (type: MergeableType, id: string) => `/${MergeableTypeLabels[type].many}/${id}`;

/** Each kind of link counted in a sentence: one and many. */
const linkWords: Record<MergeLinkKind, [string, string]> = {
  contacts: ['person', 'people'],
  companies: ['company', 'companies'],
  projects: ['project', 'projects'],
  purchases: ['purchase', 'purchases'],
  tasks: ['task', 'tasks'],
  notes: ['note', 'notes'],
  payments: ['payment', 'payments'],
  attachments: ['attachment', 'attachments'],
  events: ['event', 'events'],
  communications: ['call or meeting', 'calls and meetings'],
  users: ['client user', 'client users'],
};

/** "1 person", "14 calls and meetings". */
export function countedLinks({ kind, count }: MergeLinkCount): string {
  const [one, many] = linkWords[kind];
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}

/** "a, b and c". */
function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "3 people, 2 projects and 14 calls and meetings move to Acme Limited", or that nothing does. */
export function movesSentence(moves: readonly MergeLinkCount[], survivorName: string): string {
  const counted = moves.filter((move) => move.count > 0);
  if (counted.length === 0) return `Nothing is linked to it: no links move to ${survivorName}.`;
  const verb = counted.length === 1 && counted[0]?.count === 1 ? 'moves' : 'move';
  return `${listed(counted.map(countedLinks))} ${verb} to ${survivorName}.`;
}

/** The side each differing field starts on: the one the preview suggests. */
export function suggestedChoices(fields: readonly MergeFieldChoice[]): Record<string, MergeSide> {
  return Object.fromEntries(fields.filter((field) => field.differs).map((field) => [field.field, field.suggested]));
}

/**
 * The body's `fields`: only those whose merged-record value wins (every field not named keeps the
 * survivor's), and only fields that differ, since a choice between equal values changes nothing.
 */
export function mergedSideFields(
  fields: readonly MergeFieldChoice[],
  choices: Readonly<Record<string, MergeSide>>,
): Record<string, MergeSide> {
  return Object.fromEntries(
    fields
      .filter((field) => field.differs && choices[field.field] === 'merged')
      .map((field) => [field.field, 'merged' as const]),
  );
}

/** The undo's toast: what came back, and the fields edited since the merge that kept today's value. */
export function undoneMessage(outcome: MergeUndoOutcome): string {
  if (outcome.kept.length === 0) return `Undone. ${outcome.restored.name} is back.`;
  return `Undone. Kept since the merge: ${listed(outcome.kept)}`;
}

/** The survivor's side of a merge: its data names the record merged into it, with the name it had. */
const mergedEventTypes: ReadonlySet<string> = new Set<(CompanyMerged | ContactMerged)['type']>([
  'CompanyMerged',
  'ContactMerged',
]);

/**
 * The merged-away record's name, from the survivor's history: the merge's event names it as it
 * was (the sentence cannot link a closed record, so its data is read). Undefined when no entry
 * does, e.g. while the history loads.
 */
export function mergedAwayName(history: readonly HistoryEntry[] | undefined, mergedId: string): string | undefined {
  for (const entry of history ?? []) {
    if (!mergedEventTypes.has(entry.type)) continue;
    const merged = (entry.data as Partial<(CompanyMerged | ContactMerged)['data']> | null)?.merged;
    if (merged?.id === mergedId) return merged.name;
  }
  return undefined;
}
