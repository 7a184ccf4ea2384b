import type { LoginBody, LoginResponse } from '@dealbook/contracts';
import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { login } from '../../api/authApi.js';
import { sessionState } from '../states/sessionState.js';

export function useSignIn(): UseMutationResult<LoginResponse, Error, LoginBody> {
  const setSession = useSetAtom(sessionState);
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => setSession({ status: 'signedIn', user }),
  });
}
