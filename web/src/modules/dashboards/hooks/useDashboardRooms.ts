import { listRoom, recordRoom } from '@dealbook/contracts';
import { useMemo } from 'react';
import { useRooms } from '../../realtime/hooks/useRooms.js';

/** Every change a staff dashboard counts reaches it through these list rooms. */
const staffRooms = [listRoom('communication'), listRoom('project'), listRoom('purchase'), listRoom('task')];

/** A staff dashboard's rooms: calls, projects, purchasers and tasks, plus any the screen adds. */
export function useStaffDashboardRooms(extra: readonly string[] = []): void {
  const key = extra.join('\n');
  const rooms = useMemo(() => [...staffRooms, ...(key ? key.split('\n') : [])], [key]);
  useRooms(rooms);
}

/**
 * External callers may not join list rooms: like their console, they follow the record rooms of
 * the projects assigned to them, where that project's purchasers' calls and ticks are pushed.
 */
export function useExternalDashboardRooms(projectIds: readonly string[]): void {
  useRooms(projectIds.map((id) => recordRoom('project', id)));
}
