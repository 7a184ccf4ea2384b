import type { KeepaliveResponse } from '@dealbook/contracts';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/ApiError.js';
import { sendJson } from '../../api/httpClient.js';
import { useSignOut } from './useSignOut.js';

/** Spec §4.1 and §9: 1800 s without mouse or keyboard activity, plus a 1 s grace, until the server says otherwise. */
export const defaultIdleSeconds = 1800 + 1;
/** Activity reaches the server at most this often, through the keepalive ping. */
export const keepaliveEveryMs = 60_000;
const checkEveryMs = 5_000;
/** Other tabs of the same session hear about activity at most this often. */
const shareEveryMs = 5_000;
const activityEvents = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart'] as const;
const activityChannel = 'dealbook-activity';

function keepalive(): Promise<KeepaliveResponse> {
  return sendJson<KeepaliveResponse>('/api/keepalive', { method: 'POST' });
}

/**
 * Signs out after the idle limit (spec §4.1) and keeps the server's idle limit in step: activity
 * is sent as a keepalive ping at most once a minute, the last one after the activity stops, so
 * the server never ends a session the browser still counts as active. The ping's answer carries
 * the server's limit (SESSION_IDLE_SECONDS). Tabs of one session share their activity, so a
 * forgotten tab does not sign out the one in use. A 401 from the ping is handled like any other
 * (useSessionBootstrap: to /logged-out).
 */
export function useIdleSignOut(): void {
  const signOut = useSignOut();
  const navigate = useNavigate();

  useEffect(() => {
    let idleLimitMs = defaultIdleSeconds * 1000;
    let lastActivity = Date.now();
    let lastShared = 0;
    let lastPing = 0;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(activityChannel) : undefined;

    const ping = () => {
      pending = undefined;
      lastPing = Date.now();
      keepalive().then(
        ({ idleSeconds }) => {
          idleLimitMs = idleSeconds * 1000;
        },
        (error: unknown) => {
          if (!isApiError(error, 401)) console.warn('Keepalive ping failed', error);
        },
      );
    };
    const schedulePing = () => {
      if (pending) return;
      const wait = lastPing + keepaliveEveryMs - Date.now();
      if (wait <= 0) ping();
      else pending = setTimeout(ping, wait);
    };
    // Activity only stamps the time and arms one timer; a slow check compares, so mouse moves cost nothing.
    const touch = () => {
      lastActivity = Date.now();
      schedulePing();
      if (channel && lastActivity - lastShared >= shareEveryMs) {
        lastShared = lastActivity;
        channel.postMessage(lastActivity);
      }
    };
    const heard = (event: MessageEvent<unknown>) => {
      if (typeof event.data === 'number') lastActivity = Math.max(lastActivity, event.data);
    };
    const stop = () => {
      clearInterval(check);
      clearTimeout(pending);
      channel?.close();
      for (const name of activityEvents) window.removeEventListener(name, touch);
    };
    const check = setInterval(() => {
      if (Date.now() - lastActivity < idleLimitMs) return;
      stop();
      // Leave the secure area before the session is gone, or its guard would send us to /login.
      void Promise.resolve(navigate('/logged-out', { replace: true })).then(signOut);
    }, checkEveryMs);

    ping();
    channel?.addEventListener('message', heard);
    for (const name of activityEvents) window.addEventListener(name, touch, { passive: true });
    return stop;
  }, [signOut, navigate]);
}
