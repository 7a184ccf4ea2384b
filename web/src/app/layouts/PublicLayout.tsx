import { H1 } from '@blueprintjs/core';
import { Outlet, useMatch } from 'react-router-dom';
import { DealbookLogo } from '../../modules/ui/components/DealbookLogo.js';
import { Copyright } from '../shell/Copyright.js';
import { SignInPrompt, SignupPrompt } from '../../modules/auth/components/SignInPrompt.js';

/** Split page of spec §2.1: welcome banner and copyright left; logo, prompt and the page right. */
export function PublicLayout() {
  const signingUp = useMatch('/signup/:token') !== null;
  return (
    <div className="db-public">
      <section className="db-public__banner" aria-label="Welcome">
        <div>
          <H1 className="db-public__welcome">Welcome to Dealbook</H1>
          <p className="db-public__tagline">
            Companies, contacts, opportunities and deals: one shared, live picture for the whole firm.
          </p>
        </div>
        <footer>
          <Copyright />
        </footer>
      </section>
      <main className="db-public__panel">
        <div className="db-public__content">
          <DealbookLogo size={56} />
          {signingUp ? <SignupPrompt className="db-public__prompt" /> : <SignInPrompt className="db-public__prompt" />}
          <Outlet />
        </div>
      </main>
    </div>
  );
}
