import type { ChangeMessage } from '@dealbook/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useConnectionNotice } from '../hooks/useConnectionNotice.js';
import { useInvalidateOnPush } from '../hooks/useInvalidateOnPush.js';
import { RealtimeClient } from '../realtimeClient.js';
import { RealtimeContext } from '../realtimeContext.js';
import { ConnectionNotice } from './ConnectionNotice.js';

export interface RealtimeProviderProps {
  children: ReactNode;
  /** Also told of every push after its invalidation (the staff's client-decision toasts). */
  onPush?: (message: ChangeMessage) => void;
}

/**
 * Turns pushed changes into query invalidations: open screens refetch what changed, no reload.
 * While the socket is down it says so; on reconnect the server replays the pushes missed meanwhile,
 * and every query is refetched only when it cannot (`onResync`).
 */
export function RealtimeProvider({ children, onPush }: RealtimeProviderProps) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateOnPush();
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const connection = useConnectionNotice();
  const { onConnectionChange } = connection;
  // Held in a ref: a new listener must not reconnect the socket.
  const listener = useRef(onPush);
  useEffect(() => {
    listener.current = onPush;
  }, [onPush]);

  useEffect(() => {
    const realtime = new RealtimeClient({
      onChange: (message) => {
        invalidate(message);
        listener.current?.(message);
      },
      onResync: () => void queryClient.invalidateQueries(),
      onConnectionChange,
    });
    setClient(realtime);
    return () => {
      realtime.close();
      setClient(null);
    };
  }, [queryClient, invalidate, onConnectionChange]);

  return (
    <RealtimeContext.Provider value={client}>
      {connection.shown && <ConnectionNotice />}
      {children}
    </RealtimeContext.Provider>
  );
}
