import { SignInError } from '@dealbook/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toastError } from '../../ui/toaster.js';

/**
 * Spec §8's toasts after a single sign-on round trip that the server refused
 * (`/login?error=login-failed` or `access-denied`); the parameter is then dropped from the
 * address, so a reload does not toast again.
 */
export function useSignInErrorToast(): void {
  const [params, setParams] = useSearchParams();
  const error = params.get('error');
  const shown = useRef(false);

  useEffect(() => {
    if (!error || shown.current) return;
    shown.current = true;
    if (error === SignInError.accessDenied) {
      toastError('Access denied', 'Your sign-in is not linked to an account here. Ask an administrator to invite you.');
    } else {
      toastError('Login Failed', 'The single sign-on did not complete. Try again.');
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [error, setParams]);
}
