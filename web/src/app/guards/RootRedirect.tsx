import { Navigate } from 'react-router-dom';
import { useSession } from '../../modules/auth/hooks/useSession.js';

/** The empty path and `/`: the dashboard when signed in, else the sign-in page. */
export function RootRedirect() {
  const session = useSession();
  return <Navigate to={session.status === 'signedIn' ? '/dashboard' : '/login'} replace />;
}
