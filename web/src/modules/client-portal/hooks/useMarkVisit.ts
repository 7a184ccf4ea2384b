import { useEffect, useRef } from 'react';
import { markClientVisit } from '../../api/clientPortalApi.js';

/**
 * Tells the server the client has seen the project's status, once per page view and only after
 * it loaded (a failed load is no visit), so the home page's "changes since your last visit"
 * counts from here next time. Live refetches of the same view do not mark it again.
 */
export function useMarkVisit(projectId: string | undefined, loaded: boolean): void {
  const marked = useRef(new Set<string>());
  useEffect(() => {
    if (!projectId || !loaded || marked.current.has(projectId)) return;
    marked.current.add(projectId);
    // A missed mark only means the count is not reset: nothing to tell the client.
    markClientVisit(projectId).catch((error: unknown) => console.warn('The visit was not recorded', error));
  }, [projectId, loaded]);
}
