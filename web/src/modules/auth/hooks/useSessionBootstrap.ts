import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { authPaths, resumeSession } from '../../api/authApi.js';
import { isApiError } from '../../api/ApiError.js';
import { setUnauthorizedHandler } from '../../api/httpClient.js';
import { sessionState, type Session } from '../states/sessionState.js';

/**
 * Learns at load who the session cookie belongs to, and ends the in-memory session when any
 * later call is refused with 401 (the cookie expired or was revoked); the guards then send the
 * person to sign in again.
 */
export function useSessionBootstrap(): Session {
  const [session, setSession] = useAtom(sessionState);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (session.status !== 'checking') return;
    let cancelled = false;
    resumeSession()
      .then(({ user }) => !cancelled && setSession({ status: 'signedIn', user }))
      .catch((error: unknown) => {
        if (!isApiError(error, 401)) console.error('Could not check the session', error);
        if (!cancelled) setSession({ status: 'signedOut' });
      });
    return () => {
      cancelled = true;
    };
  }, [session.status, setSession]);

  useEffect(() => {
    setUnauthorizedHandler((path) => {
      if (authPaths.includes(path)) return;
      setSession({ status: 'signedOut' });
      queryClient.clear();
    });
    return () => setUnauthorizedHandler(undefined);
  }, [setSession, queryClient]);

  return session;
}
