import { hasRole } from '@dealbook/contracts';
import { useCurrentUser } from '../../auth/hooks/useSession.js';

/** Merging is for managers and above (issue 32); the API refuses anyone else, the screens hide it. */
export function useMayMerge(): boolean {
  return hasRole(useCurrentUser().role, 'manager');
}
