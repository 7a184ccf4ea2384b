import { Navigate } from 'react-router-dom';
import { landingFor } from '../../modules/access/utils/guards.js';
import { useSession } from '../../modules/auth/hooks/useSession.js';

/** The empty path and `/`: the person's landing page when signed in, else the sign-in page. */
export function RootRedirect() {
  const session = useSession();
  return <Navigate to={session.status === 'signedIn' ? landingFor(session.user.role) : '/login'} replace />;
}
