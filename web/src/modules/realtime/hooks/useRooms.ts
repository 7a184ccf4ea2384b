import { useContext, useEffect } from 'react';
import { RealtimeContext } from '../realtimeContext.js';

/** Keeps the socket subscribed to these rooms while the calling screen is mounted. */
export function useRooms(rooms: readonly string[]): void {
  const client = useContext(RealtimeContext);
  const key = rooms.join('\n');

  useEffect(() => {
    if (!client || key === '') return;
    const leaves = key.split('\n').map((room) => client.join(room));
    return () => leaves.forEach((leave) => leave());
  }, [client, key]);
}
