import type { ChangeMessage } from '@dealbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { coalescedInvalidationKeys, invalidationKeys } from '../utils/changeInvalidation.js';
import { keyedThrottle, type ThrottleTimers } from '../utils/keyedThrottle.js';

/** A burst of pushes (a mass log, an import) refetches a dashboard at most this often. */
export const coalesceMs = 1000;

/**
 * What the socket does with a pushed change: every query the convention names stale is
 * invalidated (open screens refetch, others refetch when shown), the costly shared ones at most
 * once a second.
 */
export function useInvalidateOnPush(timers?: ThrottleTimers): (message: ChangeMessage) => void {
  const queryClient = useQueryClient();
  const throttle = useMemo(() => keyedThrottle(coalesceMs, timers), [timers]);
  useEffect(() => () => throttle.cancel(), [throttle]);
  return useMemo(
    () => (message: ChangeMessage) => {
      for (const queryKey of invalidationKeys(message)) void queryClient.invalidateQueries({ queryKey });
      for (const queryKey of coalescedInvalidationKeys(message)) {
        throttle(JSON.stringify(queryKey), () => void queryClient.invalidateQueries({ queryKey }));
      }
    },
    [queryClient, throttle],
  );
}
