import type { PresenceViewer } from '@dealbook/contracts';
import type { SocketData } from './socket-data.js';

/**
 * The people behind the sockets in a record room: one entry per user however many tabs they
 * have open, editing when any of those tabs edits. Sorted by name so every instance and every
 * push lists them in the same order.
 */
export function viewersOf(sockets: readonly Partial<SocketData>[], room: string): PresenceViewer[] {
  const byUser = new Map<string, PresenceViewer>();
  for (const { user, editing } of sockets) {
    if (!user) continue;
    const isEditing = editing?.[room] === true;
    const seen = byUser.get(user._id);
    if (seen) seen.editing ||= isEditing;
    else byUser.set(user._id, { _id: user._id, fullName: user.fullName, editing: isEditing });
  }
  return [...byUser.values()].sort(
    (a, b) => a.fullName.localeCompare(b.fullName, 'en-GB') || a._id.localeCompare(b._id),
  );
}
