import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../modules/auth/hooks/useSession.js';
import { landingFor } from '../modules/access/utils/guards.js';
import { useDocumentTitle } from '../modules/ui/hooks/useDocumentTitle.js';
import { EmptyState } from '../modules/ui/components/EmptyState.js';

/** `/not-found` and `/client/not-found`: the way back leads to the person's own home page. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  const navigate = useNavigate();
  const home = landingFor(useCurrentUser().role);
  return (
    <EmptyState
      pageTitle
      icon="search"
      title="Page not found"
      description="The page you asked for does not exist or has moved."
      action={<Button intent="primary" text="Go to your home page" onClick={() => navigate(home)} />}
    />
  );
}
