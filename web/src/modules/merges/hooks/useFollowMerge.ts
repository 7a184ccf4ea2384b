import type { MergeableType } from '@dealbook/contracts';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What a page reached through a merged-away record's address is told: that record's id. */
export interface MergedFromState {
  mergedFrom: { type: MergeableType; id: string };
}

export function mergedFromOf(state: unknown, type: MergeableType): string | undefined {
  const from = (state as Partial<MergedFromState> | null)?.mergedFrom;
  return from?.type === type ? from.id : undefined;
}

/**
 * A merged-away record's GET answers 301 to its survivor, and fetch follows it: the page asked for
 * one id and got a record with another. Then the address becomes the survivor's (replaced, so Back
 * does not bounce through the old one), the rest of the path kept (`/edit`), and the page there is
 * told which record it was. True while that is under way, so the page does not show the survivor
 * under the old address meanwhile.
 */
export function useFollowMerge(type: MergeableType, routeId: string, loadedId: string | undefined): boolean {
  const navigate = useNavigate();
  const location = useLocation();
  const survivorId = loadedId !== undefined && loadedId !== routeId.toLowerCase() ? loadedId : undefined;
  useEffect(() => {
    if (survivorId === undefined) return;
    const state: MergedFromState = { mergedFrom: { type, id: routeId.toLowerCase() } };
    navigate(
      { pathname: location.pathname.replace(routeId, survivorId), search: location.search, hash: location.hash },
      { replace: true, state },
    );
  }, [survivorId, routeId, type, navigate, location.pathname, location.search, location.hash]);
  return survivorId !== undefined;
}
