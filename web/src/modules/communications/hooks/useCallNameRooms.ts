import { listRoom } from '@dealbook/contracts';
import { useRooms } from '../../realtime/hooks/useRooms.js';

/** The records a list of calls names each call by: its project, its purchaser company, the person spoken to. */
const namedRooms = [listRoom('project'), listRoom('company'), listRoom('contact')];

/**
 * While a list of calls is on screen, staff follow the records it names, so a rename shows
 * without a reload (changeInvalidation makes the call lists stale on a rename). External callers
 * may not follow those lists (and never rename them).
 */
export function useCallNameRooms(staff: boolean): void {
  useRooms(staff ? namedRooms : []);
}
