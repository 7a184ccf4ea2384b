import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { logout } from '../../api/authApi.js';
import { sessionState } from '../states/sessionState.js';

/** Ends the session on the server and forgets everything the browser held for it. */
export function useSignOut(): () => Promise<void> {
  const setSession = useSetAtom(sessionState);
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      // The session is forgotten here either way; an already-expired one makes logout fail.
      console.warn('Logout call failed', error);
    }
    setSession({ status: 'signedOut' });
    queryClient.clear();
  }, [setSession, queryClient]);
}
