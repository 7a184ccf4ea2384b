import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../modules/auth/hooks/useSession.js';
import { loginUrlFor } from '../../modules/auth/utils/returnUrl.js';

export interface RequireSignedInProps {
  children: ReactNode;
}

export function RequireSignedIn({ children }: RequireSignedInProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status !== 'signedIn') {
    return <Navigate to={loginUrlFor(location.pathname + location.search)} replace />;
  }
  return children;
}
