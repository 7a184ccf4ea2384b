import { Button } from '@blueprintjs/core';
import { ssoStartPath } from '@dealbook/contracts';
import { useState } from 'react';

export interface SsoSignInButtonProps {
  /** The identity provider's name (OIDC_PROVIDER_NAME). */
  name: string;
  returnUrl: string;
  primary: boolean;
}

/** Starts the corporate single sign-on: the whole page goes to the provider and comes back signed in. */
export function SsoSignInButton({ name, returnUrl, primary }: SsoSignInButtonProps) {
  const [leaving, setLeaving] = useState(false);
  const start = () => {
    setLeaving(true);
    window.location.assign(`${ssoStartPath}?returnUrl=${encodeURIComponent(returnUrl)}`);
  };
  return (
    <Button
      intent={primary ? 'primary' : 'none'}
      size="large"
      fill
      icon="key"
      text={`Sign in with ${name}`}
      loading={leaving}
      onClick={start}
    />
  );
}
