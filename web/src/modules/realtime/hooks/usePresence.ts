import type { PresenceViewer } from '@dealbook/contracts';
import { useContext, useEffect, useMemo, useState } from 'react';
import { useCurrentUser } from '../../auth/hooks/useSession.js';
import { RealtimeContext } from '../realtimeContext.js';
import { othersThan } from '../utils/presence.js';

/** The other people who have this record room open, kept current by the socket. */
export function usePresence(room: string): PresenceViewer[] {
  const client = useContext(RealtimeContext);
  const selfId = useCurrentUser()._id;
  const [pushed, setPushed] = useState<{ room: string; viewers: PresenceViewer[] }>();

  useEffect(() => {
    if (!client) return;
    const leave = client.join(room);
    const unwatch = client.watchPresence(room, (viewers) => setPushed({ room, viewers }));
    return () => {
      unwatch();
      leave();
    };
  }, [client, room]);

  const viewers = pushed?.room === room ? pushed.viewers : undefined;
  return useMemo(() => (viewers ? othersThan(viewers, selfId) : []), [viewers, selfId]);
}
