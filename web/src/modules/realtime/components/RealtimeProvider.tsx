import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useInvalidateOnPush } from '../hooks/useInvalidateOnPush.js';
import { RealtimeClient } from '../realtimeClient.js';
import { RealtimeContext } from '../realtimeContext.js';

export interface RealtimeProviderProps {
  children: ReactNode;
}

/** Turns pushed changes into query invalidations: open screens refetch what changed, no reload. */
export function RealtimeProvider({ children }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateOnPush();
  const [client, setClient] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    const realtime = new RealtimeClient({
      onChange: invalidate,
      onResync: () => void queryClient.invalidateQueries(),
    });
    setClient(realtime);
    return () => {
      realtime.close();
      setClient(null);
    };
  }, [queryClient, invalidate]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}
