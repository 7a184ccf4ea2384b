import { Spinner } from '@blueprintjs/core';

/**
 * Said while the live connection is down: without it nothing on screen changed until a save
 * failed, and people read stale figures as current.
 */
export function ConnectionNotice() {
  return (
    <div className="db-connection-notice" role="status" aria-live="polite">
      <Spinner size={14} aria-hidden />
      <span>
        <strong>Reconnecting…</strong> Changes made by others show again once the connection is back.
      </span>
    </div>
  );
}
