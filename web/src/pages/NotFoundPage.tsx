import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <NonIdealState
      icon="search"
      title="Page not found"
      description="The page you asked for does not exist or has moved."
      action={<Button intent="primary" text="Go to the dashboard" onClick={() => navigate('/dashboard')} />}
    />
  );
}
