import { listRoom } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { communicationQueries } from '../../communications/hooks/communicationQueries.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { useOpenTaskCount } from '../../tasks/hooks/useOpenTaskCount.js';

/**
 * What a person's profile counts: their open tasks (as their badge counts them) and the calls
 * they logged. The user record's own `tasks`/`communications` lists are only what was pinned to
 * it, not their work. Both follow the task and communication list pushes.
 */
export function useTeamMemberCounts(userId: string) {
  useRooms([listRoom('task'), listRoom('communication')]);
  const openTasks = useOpenTaskCount(userId, true);
  const callQuery = `createdBy=${encodeURIComponent(userId)}`;
  const calls = useQuery(communicationQueries.count(callQuery));
  return { openTasks: openTasks.data, calls: calls.data };
}
