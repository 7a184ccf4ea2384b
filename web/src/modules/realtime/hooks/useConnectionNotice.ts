import { useCallback, useEffect, useRef, useState } from 'react';
import { toastSuccess } from '../../ui/toaster.js';

/** A blip shorter than this reconnects unannounced; the refresh after it happens all the same. */
const noticeDelayMs = 1500;

/**
 * Whether to show that the live connection is down, and the handler the realtime client reports
 * to. Once it is back after being shown, the screen has already refetched what the missed pushes
 * would have refreshed (RealtimeProvider's resync); a toast says so.
 */
export function useConnectionNotice() {
  const [shown, setShown] = useState(false);
  const shownRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const onConnectionChange = useCallback((connected: boolean) => {
    clearTimeout(timer.current);
    if (!connected) {
      timer.current = setTimeout(() => {
        shownRef.current = true;
        setShown(true);
      }, noticeDelayMs);
      return;
    }
    if (shownRef.current) toastSuccess('Connection restored: the screen shows the latest changes.');
    shownRef.current = false;
    setShown(false);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { shown, onConnectionChange };
}
