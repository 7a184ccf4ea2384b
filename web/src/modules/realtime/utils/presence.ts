import type { PresenceViewer } from '@dealbook/contracts';

/**
 * The other people in a record room: the server's list includes the signed-in user (another tab
 * of theirs is not "someone else"). One entry per person even if a list ever repeats someone.
 */
export function othersThan(viewers: readonly PresenceViewer[], selfId: string): PresenceViewer[] {
  const others = new Map<string, PresenceViewer>();
  for (const viewer of viewers) {
    if (viewer._id === selfId) continue;
    const seen = others.get(viewer._id);
    others.set(viewer._id, seen ? { ...seen, editing: seen.editing || viewer.editing } : viewer);
  }
  return [...others.values()];
}

/** The tooltip of a person's avatar: "Alice Smith is viewing" / "Alice Smith is editing". */
export function presenceLabel(viewer: PresenceViewer): string {
  return `${viewer.fullName} is ${viewer.editing ? 'editing' : 'viewing'}`;
}

/** "Bob Jones is editing this company too"; "A, B and C are editing this company too". */
export function othersEditingText(editors: readonly PresenceViewer[], noun: string): string | undefined {
  const names = editors.map((editor) => editor.fullName);
  if (names.length === 0) return undefined;
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${who} ${names.length === 1 ? 'is' : 'are'} editing this ${noun} too`;
}
