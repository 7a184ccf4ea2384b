import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { RealtimeClient } from '../realtimeClient.js';
import { RealtimeContext } from '../realtimeContext.js';
import { coalescedInvalidationKeys, invalidationKeys } from '../utils/changeInvalidation.js';
import { keyedThrottle } from '../utils/keyedThrottle.js';

/** A burst of pushes (a mass log, an import) refetches a dashboard at most this often. */
const coalesceMs = 1000;

export interface RealtimeProviderProps {
  children: ReactNode;
}

/** Turns pushed changes into query invalidations: open screens refetch what changed, no reload. */
export function RealtimeProvider({ children }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    const throttle = keyedThrottle(coalesceMs);
    const realtime = new RealtimeClient({
      onChange: (message) => {
        for (const queryKey of invalidationKeys(message)) {
          void queryClient.invalidateQueries({ queryKey });
        }
        for (const queryKey of coalescedInvalidationKeys(message)) {
          throttle(JSON.stringify(queryKey), () => void queryClient.invalidateQueries({ queryKey }));
        }
      },
      onResync: () => void queryClient.invalidateQueries(),
    });
    setClient(realtime);
    return () => {
      throttle.cancel();
      realtime.close();
      setClient(null);
    };
  }, [queryClient]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}
