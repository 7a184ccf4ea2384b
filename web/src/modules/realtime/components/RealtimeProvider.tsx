import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { RealtimeClient } from '../realtimeClient.js';
import { RealtimeContext } from '../realtimeContext.js';
import { invalidationKeys } from '../utils/changeInvalidation.js';

export interface RealtimeProviderProps {
  children: ReactNode;
}

/** Turns pushed changes into query invalidations: open screens refetch what changed, no reload. */
export function RealtimeProvider({ children }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    const realtime = new RealtimeClient({
      onChange: (message) => {
        for (const queryKey of invalidationKeys(message)) {
          void queryClient.invalidateQueries({ queryKey });
        }
      },
      onResync: () => void queryClient.invalidateQueries(),
    });
    setClient(realtime);
    return () => {
      realtime.close();
      setClient(null);
    };
  }, [queryClient]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}
