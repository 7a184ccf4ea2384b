import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../auth/hooks/useSession.js';
import { rememberReturnAddress } from '../../auth/utils/returnAddress.js';
import { guardRedirect, type GuardName } from '../utils/guards.js';

export interface RequireAccessProps {
  guard: GuardName;
  children: ReactNode;
}

/** One route guard of spec §6 around a layout or a screen. */
export function RequireAccess({ guard, children }: RequireAccessProps) {
  const session = useSession();
  const location = useLocation();
  const role = session.status === 'signedIn' ? session.user.role : null;
  const redirect = guardRedirect(guard, role, location.pathname + location.search);
  if (redirect === '/logged-out') rememberReturnAddress(location.pathname + location.search);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return children;
}
