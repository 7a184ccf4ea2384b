import type { SessionUser } from '@dealbook/contracts';
import { useAtomValue } from 'jotai';
import { sessionState, type Session } from '../states/sessionState.js';

export function useSession(): Session {
  return useAtomValue(sessionState);
}

/** The signed-in user; only for components rendered behind the sign-in guard. */
export function useCurrentUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signedIn') throw new Error('useCurrentUser needs a signed-in session');
  return session.user;
}
