import {
  CommunicationOutcomes,
  OutcomeActions,
  type CommunicationAction,
  type CommunicationOutcome,
  type PurchaseMilestone,
} from '@dealbook/contracts';

/** What a key press in the console asks for. */
export type ConsoleCommand =
  | { kind: 'move'; delta: number }
  | { kind: 'toggleSelected' }
  | { kind: 'selectAll' }
  | { kind: 'clearSelection' }
  | { kind: 'toggleMilestone'; milestone: PurchaseMilestone }
  | { kind: 'pickOutcome'; outcome: CommunicationOutcome }
  | { kind: 'cancelOutcome' }
  | { kind: 'log'; outcome: CommunicationOutcome; action: CommunicationAction }
  | { kind: 'openLog' }
  | { kind: 'openMassLog' };

/** The keys of the first keystroke, each with its Blueprint combo and what it does. */
export const rowKeys: readonly { combo: string; key: string; label: string; command: ConsoleCommand }[] = [
  { combo: 'down', key: '↓', label: 'Next purchaser', command: { kind: 'move', delta: 1 } },
  { combo: 'j', key: 'J', label: 'Next purchaser', command: { kind: 'move', delta: 1 } },
  { combo: 'up', key: '↑', label: 'Previous purchaser', command: { kind: 'move', delta: -1 } },
  { combo: 'k', key: 'K', label: 'Previous purchaser', command: { kind: 'move', delta: -1 } },
  { combo: 'space', key: 'Space', label: 'Select for a mass log', command: { kind: 'toggleSelected' } },
  { combo: 'a', key: 'A', label: 'Select all / none', command: { kind: 'selectAll' } },
  { combo: 'n', key: 'N', label: 'Tick NDA sent', command: { kind: 'toggleMilestone', milestone: 'sentNDA' } },
  { combo: 's', key: 'S', label: 'Tick NDA signed', command: { kind: 'toggleMilestone', milestone: 'signedNDA' } },
  { combo: 'i', key: 'I', label: 'Tick IM sent', command: { kind: 'toggleMilestone', milestone: 'sentIM' } },
  { combo: 'l', key: 'L', label: 'Log a communication in full', command: { kind: 'openLog' } },
  { combo: 'm', key: 'M', label: 'Log for the selected purchasers', command: { kind: 'openMassLog' } },
  { combo: 'esc', key: 'Esc', label: 'Clear the selection', command: { kind: 'clearSelection' } },
];

/** Spec §3.8's outcome order: key 1 is the first outcome. */
export const outcomeKeys = CommunicationOutcomes.map((outcome, i) => ({ key: String(i + 1), outcome }));

/** After an outcome key: 1…n picks among its actions, Enter its default (the first). */
export function actionKeys(outcome: CommunicationOutcome): { key: string; action: CommunicationAction }[] {
  return OutcomeActions[outcome].map((action, i) => ({ key: String(i + 1), action }));
}

/**
 * The two-keystroke call log: with no outcome pending, a digit 1–4 picks one; with one pending,
 * a digit picks its action, Enter the default and Esc goes back. Other keys while an outcome is
 * pending do nothing, so a stray key never logs the wrong call. `key` is `KeyboardEvent.key`.
 */
export function outcomeKeyCommand(pending: CommunicationOutcome | null, key: string): ConsoleCommand | null {
  if (pending === null) {
    const picked = outcomeKeys.find((entry) => entry.key === key);
    return picked ? { kind: 'pickOutcome', outcome: picked.outcome } : null;
  }
  if (key === 'Escape') return { kind: 'cancelOutcome' };
  const actions = actionKeys(pending);
  const chosen = key === 'Enter' ? actions[0] : actions.find((entry) => entry.key === key);
  return chosen ? { kind: 'log', outcome: pending, action: chosen.action } : null;
}

/** The row index after moving `delta` rows, kept inside the table (no row: none). */
export function movedIndex(current: number, delta: number, rowCount: number): number {
  if (rowCount === 0) return -1;
  if (current < 0) return delta > 0 ? 0 : rowCount - 1;
  return Math.min(rowCount - 1, Math.max(0, current + delta));
}

/** Space on a row: in or out of the selection. */
export function toggledSelection(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** A: everything when anything is left out, otherwise nothing. */
export function allOrNone(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  return ids.every((id) => selected.has(id)) ? new Set() : new Set(ids);
}

/**
 * The current row after the list changed under it: the same purchase if it is still there; none
 * while none was picked (index -1).
 */
export function followedIndex(previousId: string | null, ids: readonly string[], previousIndex: number): number {
  if (ids.length === 0) return -1;
  if (previousId !== null) {
    const found = ids.indexOf(previousId);
    if (found >= 0) return found;
  }
  if (previousId === null && previousIndex < 0) return -1;
  return Math.min(Math.max(previousIndex, 0), ids.length - 1);
}
