import type { LoginOptions } from '@dealbook/contracts';
import { useLoginOptions } from '../hooks/useLoginOptions.js';
import { LoginForm } from './LoginForm.js';
import { SsoSignInButton } from './SsoSignInButton.js';
import '../auth.css';
import { Notice } from '../../ui/components/Notice.js';

export interface SignInOptionsProps {
  /** Where to go once signed in (already checked by resolveReturnUrl). */
  returnUrl: string;
}

/** Password form when the server could not say: it is the option every installation has by default. */
const fallback: LoginOptions = { password: true, sso: null, brand: 'Dealbook' };

/** The ways in this server offers: the single sign-on button, the password form, or both. */
export function SignInOptions({ returnUrl }: SignInOptionsProps) {
  const options = useLoginOptions();
  if (options.isPending) return null;
  const { password, sso } = options.data ?? fallback;
  return (
    <div className="db-sign-in">
      {options.isError && (
        <Notice intent="warning" compact>
          The sign-in options could not be loaded; the e-mail and password form is shown.
        </Notice>
      )}
      {sso && <SsoSignInButton name={sso.name} returnUrl={returnUrl} primary />}
      {sso && password && (
        <div className="db-sign-in__divider" role="separator">
          <span>or with your e-mail and password</span>
        </div>
      )}
      {password && <LoginForm returnUrl={returnUrl} primary={!sso} />}
    </div>
  );
}
