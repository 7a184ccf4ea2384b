import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { SignInOptions } from '../modules/auth/components/SignInOptions.js';
import { useSession } from '../modules/auth/hooks/useSession.js';
import { useSignInErrorToast } from '../modules/auth/hooks/useSignInErrorToast.js';
import { forgetReturnAddress, recalledReturnAddress } from '../modules/auth/utils/returnAddress.js';
import { resolveReturnUrl, returnUrlForRole } from '../modules/auth/utils/returnUrl.js';
import { useDocumentTitle } from '../modules/ui/hooks/useDocumentTitle.js';

/** Spec §2.4: `/login?returnUrl=`; a person already signed in goes straight to the return address. */
export function LoginPage() {
  useDocumentTitle('Sign in');
  const session = useSession();
  const [params] = useSearchParams();
  useSignInErrorToast();
  // Read once: the page re-renders as the sign-in completes, after the address is forgotten.
  const [recalled] = useState(recalledReturnAddress);
  const returnUrl = resolveReturnUrl(params.get('returnUrl') ?? recalled);
  const signedIn = session.status === 'signedIn';
  useEffect(() => {
    if (signedIn) forgetReturnAddress();
  }, [signedIn]);
  if (session.status === 'signedIn') {
    return <Navigate to={returnUrlForRole(returnUrl, session.user.role)} replace />;
  }
  return <SignInOptions returnUrl={returnUrl} />;
}
