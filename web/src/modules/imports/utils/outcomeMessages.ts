import {
  ImportRowActionLabels,
  ImportRowActions,
  type Import,
  type ImportCounts,
  type ImportRowAction,
  type ImportState,
} from '@dealbook/contracts';

const grouped = (n: number) => n.toLocaleString('en-GB');

/** "1,000 rows", "1 record". */
export const countedGrouped = (n: number, singular: string) => `${grouped(n)} ${n === 1 ? singular : `${singular}s`}`;

/** What the dry run says of rows, after their number: "700 to create". */
const checkWords: Record<ImportRowAction, string> = {
  create: 'to create',
  update: 'to update',
  unchanged: 'unchanged',
  skip: 'to skip',
  error: 'failing',
};

/**
 * "12 created, 3 updated, 2 failed" (or, for the dry run, "12 to create, 3 to update, 2
 * failing"): what rows came to, the actions no row took left out.
 */
export function describeCounts(counts: ImportCounts, wording: 'done' | 'check' = 'done'): string {
  const parts = ImportRowActions.filter((action) => counts[action] > 0).map(
    (action) =>
      `${grouped(counts[action])} ${wording === 'check' ? checkWords[action] : ImportRowActionLabels[action].toLowerCase()}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'no rows';
}

/** The dry run's counts, said as what will happen. */
export const checkCountLabels = {
  create: 'Will create',
  update: 'Will update',
  unchanged: 'Unchanged',
  skip: 'Skipped',
  error: 'Failed',
} as const satisfies Record<keyof Omit<ImportCounts, 'rows' | 'duplicates'>, string>;

export type OutcomeTone = 'success' | 'warning' | 'danger';

export interface Outcome {
  tone: OutcomeTone;
  title: string;
  detail?: string;
}

/**
 * The toast for work that ended while the page was open: the outcome and its summary. Only a
 * move out of a working state ends work; any other move (a mapping saved) says nothing.
 */
export function outcomeOf(from: ImportState, imp: Import): Outcome | undefined {
  const failure = imp.failure ?? 'No reason was given.';
  if (from === 'checking') {
    if (imp.state === 'checked' && imp.checked) {
      return {
        tone: 'success',
        title: `Checked ${countedGrouped(imp.checked.rows, 'row')}: ${describeCounts(imp.checked, 'check')}`,
      };
    }
    if (imp.state === 'cancelled') return { tone: 'warning', title: 'The check was cancelled.' };
    if (imp.state === 'failed') return { tone: 'danger', title: 'The check failed', detail: failure };
  }
  if (from === 'running') {
    if (imp.state === 'finished') return { tone: 'success', title: `Import done: ${describeCounts(imp.done)}` };
    if (imp.state === 'cancelled') {
      return {
        tone: 'warning',
        title: `Import cancelled after ${countedGrouped(imp.done.rows, 'row')}: ${describeCounts(imp.done)}. Undo it to take those back.`,
      };
    }
    if (imp.state === 'failed') {
      return { tone: 'danger', title: 'The import failed', detail: `${failure} So far: ${describeCounts(imp.done)}.` };
    }
  }
  if (from === 'undoing') {
    if (imp.state === 'undone')
      return { tone: 'success', title: `Import undone: ${countedGrouped(imp.undone, 'record')} put back` };
    if (imp.state === 'failed') return { tone: 'danger', title: 'The undo failed', detail: failure };
  }
  return undefined;
}
