import { useEffect, useState } from 'react';
import { readLastVisit, recordVisit } from '../utils/lastVisit.js';

/** Storage may be refused (private mode, quota): then the server shows the last week. */
function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * When this person last opened the dashboard in this browser, read once as the page mounts (so
 * refetches after pushes keep asking for the same changes); this visit is recorded once the page
 * is on screen, never during a render that may be thrown away.
 */
export function useLastVisit(userId: string): string | undefined {
  const [since] = useState(() => {
    const store = storage();
    return store ? readLastVisit(store, userId) : undefined;
  });
  useEffect(() => {
    const store = storage();
    try {
      if (store) recordVisit(store, userId, new Date());
    } catch {
      // Quota or privacy settings: the next visit shows the last week instead.
    }
  }, [userId]);
  return since;
}
