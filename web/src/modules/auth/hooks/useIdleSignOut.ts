import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSignOut } from './useSignOut.js';

/** Spec §4.1 and §9: 1800 s without mouse or keyboard activity, plus a 1 s grace. */
export const idleLimitMs = (1800 + 1) * 1000;
const checkEveryMs = 15_000;
const activityEvents = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;

export function useIdleSignOut(): void {
  const signOut = useSignOut();
  const navigate = useNavigate();

  useEffect(() => {
    // Activity only stamps the time; a slow check compares, so mouse moves cost nothing.
    let lastActivity = Date.now();
    const touch = () => {
      lastActivity = Date.now();
    };
    const check = setInterval(() => {
      if (Date.now() - lastActivity < idleLimitMs) return;
      clearInterval(check);
      void signOut().then(() => navigate('/logged-out', { replace: true }));
    }, checkEveryMs);
    for (const name of activityEvents) window.addEventListener(name, touch, { passive: true });
    return () => {
      clearInterval(check);
      for (const name of activityEvents) window.removeEventListener(name, touch);
    };
  }, [signOut, navigate]);
}
