import { useState } from 'react';
import { takeLastVisit } from '../utils/lastVisit.js';

/**
 * When this person last opened the dashboard in this browser, read once as the page mounts (and
 * this visit recorded), so refetches after pushes keep asking for the same changes.
 */
export function useLastVisit(userId: string): string | undefined {
  const [since] = useState(() => {
    try {
      return takeLastVisit(window.localStorage, userId, new Date());
    } catch {
      // Storage refused (private mode, quota): the server shows the last week.
      return undefined;
    }
  });
  return since;
}
