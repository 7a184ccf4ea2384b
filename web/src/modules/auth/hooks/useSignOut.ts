import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { logout } from '../../api/authApi.js';
import { sessionState } from '../states/sessionState.js';

/**
 * Ends the session on the server and forgets everything the browser held for it. Answers the
 * identity provider's end-session address when the session came from single sign-on.
 */
export function useSignOut(): () => Promise<string | undefined> {
  const setSession = useSetAtom(sessionState);
  const queryClient = useQueryClient();
  return useCallback(async () => {
    let endSessionUrl: string | undefined;
    try {
      endSessionUrl = (await logout())?.endSessionUrl;
    } catch (error) {
      // The session is forgotten here either way; an already-expired one makes logout fail.
      console.warn('Logout call failed', error);
    }
    setSession({ status: 'signedOut' });
    queryClient.clear();
    return endSessionUrl;
  }, [setSession, queryClient]);
}
