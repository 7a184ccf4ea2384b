import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { authPaths, resumeSession } from '../../api/authApi.js';
import { isApiError } from '../../api/ApiError.js';
import { setUnauthorizedHandler } from '../../api/httpClient.js';
import { sessionState, type Session } from '../states/sessionState.js';

/**
 * Learns at load who the session cookie belongs to, and ends the in-memory session when any
 * later call is refused with 401: the server ended it (signed out elsewhere, idle, expired), so
 * the person is told on /logged-out (spec §4.1, the authenticated guard's failure).
 */
export function useSessionBootstrap(): Session {
  const [session, setSession] = useAtom(sessionState);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = useRef(false);

  useEffect(() => {
    signedIn.current = session.status === 'signedIn';
  }, [session.status]);

  useEffect(() => {
    if (session.status !== 'checking') return;
    let cancelled = false;
    resumeSession()
      .then(
        (resumed) =>
          !cancelled && setSession(resumed ? { status: 'signedIn', user: resumed.user } : { status: 'signedOut' }),
      )
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
      const wasSignedIn = signedIn.current;
      signedIn.current = false;
      const forget = () => {
        setSession({ status: 'signedOut' });
        queryClient.clear();
      };
      // Leave the secure area first: signed out inside it, the guard would send the person to
      // /login instead.
      if (wasSignedIn) void Promise.resolve(navigate('/logged-out', { replace: true })).then(forget);
      else forget();
    });
    return () => setUnauthorizedHandler(undefined);
  }, [setSession, queryClient, navigate]);

  return session;
}
