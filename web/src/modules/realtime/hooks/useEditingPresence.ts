import { useContext, useEffect } from 'react';
import { RealtimeContext } from '../realtimeContext.js';

/** Shows the others in this record room that this screen's edit form is open, while it is mounted. */
export function useEditingPresence(room: string): void {
  const client = useContext(RealtimeContext);

  useEffect(() => {
    if (!client) return;
    return client.startEditing(room);
  }, [client, room]);
}
