import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from '../modules/auth/hooks/useSignOut.js';

/** No content: signs out, then goes to the site root (spec §2.4, §9). */
export function LogoutPage() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate('/', { replace: true }));
  }, [signOut, navigate]);

  return null;
}
