import { Button } from '@blueprintjs/core';
import { useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../modules/ui/hooks/useDocumentTitle.js';
import { EmptyState } from '../modules/ui/components/EmptyState.js';

/** Last resort when a screen fails to render: say so and offer a way on. */
export function AppErrorPage() {
  useDocumentTitle('Something went wrong');
  const error = useRouteError();
  console.error(error);
  return (
    <EmptyState
      pageTitle
      icon="error"
      title="Something went wrong"
      description="This screen failed to load. Reloading usually helps; if not, tell support."
      action={<Button intent="primary" text="Reload" onClick={() => window.location.reload()} />}
    />
  );
}
