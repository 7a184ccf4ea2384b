import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../modules/auth/hooks/useSignOut.js';

/**
 * No content: signs out, then goes to the site root (spec §2.4, §9); after single sign-on, by way
 * of the identity provider's sign-out, which comes back to /logged-out.
 */
export function LogoutPage() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then((endSessionUrl) => {
      if (endSessionUrl) window.location.assign(endSessionUrl);
      else navigate('/', { replace: true });
    });
  }, [signOut, navigate]);

  return null;
}
