import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '../../auth/hooks/useSession.js';
import { rememberReturnAddress } from '../../auth/utils/returnAddress.js';
import { toastWarning } from '../../ui/toaster.js';
import { guardRedirect, refusalReason, type GuardName } from '../utils/guards.js';

export interface RequireAccessProps {
  guard: GuardName;
  /** What the screen lets people do, completing "Only managers can …" when someone is refused. */
  screen?: string;
  children: ReactNode;
}

/** One route guard of spec §6 around a layout or a screen. */
export function RequireAccess({ guard, screen = 'open that page', children }: RequireAccessProps) {
  const session = useSession();
  const location = useLocation();
  const role = session.status === 'signedIn' ? session.user.role : null;
  const redirect = guardRedirect(guard, role, location.pathname + location.search);
  // A signed-in person without the role hears why they landed elsewhere (signed out, the sign-in
  // page itself says so).
  const refusal = redirect !== null && role !== null ? refusalReason(guard, screen) : null;
  useEffect(() => {
    if (refusal) toastWarning(refusal);
  }, [refusal]);
  if (redirect === '/logged-out') rememberReturnAddress(location.pathname + location.search);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return children;
}
