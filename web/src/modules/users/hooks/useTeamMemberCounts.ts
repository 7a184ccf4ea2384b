import { listRoom } from '@dealbook/contracts';
import { useQuery } from '@tanstack/react-query';
import { communicationQueries } from '../../communications/hooks/communicationQueries.js';
import { projectQueries } from '../../projects/hooks/projectQueries.js';
import { useRooms } from '../../realtime/hooks/useRooms.js';
import { useOpenTaskCount } from '../../tasks/hooks/useOpenTaskCount.js';

/**
 * What a person's profile counts: their open tasks (as their badge counts them), the projects
 * they work on (as their dashboard's "My projects") and the calls they logged. The user record's
 * own `tasks`/`communications`/`projects` lists are only what was pinned to it, not their work.
 * Each follows its list's pushes.
 */
export function useTeamMemberCounts(userId: string) {
  useRooms([listRoom('task'), listRoom('communication'), listRoom('project')]);
  const openTasks = useOpenTaskCount(userId, true);
  const callQuery = `createdBy=${encodeURIComponent(userId)}`;
  const calls = useQuery(communicationQueries.count(callQuery));
  const projects = useQuery(projectQueries.countOf(userId));
  return { openTasks: openTasks.data, projects: projects.data, calls: calls.data };
}
