import { hasRole, type SessionUser, type User } from '@dealbook/contracts';

/**
 * A user record as another person may read it. What the user looked at recently is theirs alone
 * (and admins'): other staff get the list empty, as the history leaves out their RecordViewed
 * events (history-visibility.ts).
 */
export function userAsSeenBy(viewer: SessionUser, user: User): User {
  if (viewer._id === user._id || hasRole(viewer.role, 'admin')) return user;
  return { ...user, userSettings: { ...user.userSettings, recentlyViewedItems: [] } };
}
