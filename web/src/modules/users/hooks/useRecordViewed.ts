import type { RecentlyViewedBody, User } from '@dealbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { recordViewed } from '../../api/usersApi.js';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { userQueryKey } from './useUser.js';

/**
 * Spec §4.2: opening a record moves it to the front of the user's recently viewed list. Posted
 * once per record opened, not on every refetch of it; the answer is the new list.
 */
export function useRecordViewed(item: RecentlyViewedBody | undefined): void {
  const { _id: userId } = useCurrentUser();
  const queryClient = useQueryClient();
  const latest = useRef(item);
  latest.current = item;
  const objectId = item?.objectId;

  useEffect(() => {
    const viewed = latest.current;
    if (!objectId || !viewed) return;
    recordViewed(userId, viewed)
      .then((recentlyViewedItems) => {
        queryClient.setQueryData<User>(userQueryKey(userId), (user) =>
          user ? { ...user, userSettings: { ...user.userSettings, recentlyViewedItems } } : user,
        );
      })
      // Only a convenience list: a failure must not disturb the page being read (spec §8: logged).
      .catch((error: unknown) => console.warn('Could not record the viewed item', error));
  }, [userId, objectId, queryClient]);
}
