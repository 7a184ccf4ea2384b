import { hasRole, type SessionUser } from '@dealbook/contracts';

/**
 * Which of a record's domain events a viewer may see in its history. What a person looked at
 * (`RecordViewed` on their user stream) is their own business: only they and admins see it.
 * Everything else in a user's history (profile, role, activation, team lists) stays visible to
 * staff, as the user record itself is. Versions of hidden events are simply missing from the
 * list, which tells the viewer only that something private happened then.
 */
export function historyEventVisible(viewer: SessionUser, type: string, id: string) {
  const seesViewing = type !== 'user' || viewer._id === id || hasRole(viewer.role, 'admin');
  return (eventType: string): boolean => seesViewing || eventType !== 'RecordViewed';
}

/**
 * The events of a record's own stream its history and activity show: an erased contact's
 * (issue 37) only the erasure, as nothing earlier may name them.
 */
export function shownOwnEvents<E extends { type: string }>(type: string, recorded: readonly E[]): readonly E[] {
  if (type !== 'contact' || !recorded.some((event) => event.type === 'ContactErased')) return recorded;
  return recorded.filter((event) => event.type === 'ContactErased');
}
