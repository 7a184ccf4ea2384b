import { Navigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../modules/auth/components/LoginForm.js';
import { useSession } from '../modules/auth/hooks/useSession.js';
import { resolveReturnUrl } from '../modules/auth/utils/returnUrl.js';

export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const returnUrl = resolveReturnUrl(params.get('returnUrl'));
  if (session.status === 'signedIn') return <Navigate to={returnUrl} replace />;
  return <LoginForm returnUrl={returnUrl} />;
}
