import { Inject, Injectable, Logger } from '@nestjs/common';
import { toSessionUser, type IdentityProviderAuthentication } from './authenticator.service.js';
import { IdentityLinks } from './identity-links.service.js';
import { OidcClient } from './oidc-client.service.js';
import { SessionTokenService } from './session-token.service.js';

export type IdentityProviderOutcome =
  | { kind: 'signed-in'; auth: IdentityProviderAuthentication }
  | { kind: 'refused'; reason: string }
  | { kind: 'invalid' }
  | { kind: 'unavailable' };

/**
 * Spec §7.1's `POST /api/login/token` with a token of the corporate identity provider as the
 * bearer: the provider vouches for the person, the identity links say which user they are.
 */
@Injectable()
export class IdentityProviderAuthenticator {
  private readonly logger = new Logger('SingleSignOn');

  constructor(
    @Inject(OidcClient) private readonly oidc: OidcClient,
    @Inject(IdentityLinks) private readonly links: IdentityLinks,
  ) {}

  async authenticate(token: string): Promise<IdentityProviderOutcome> {
    // One of our own tokens that failed (signed out, expired) is never shown to the provider.
    if (!this.oidc.settings || SessionTokenService.isOwnToken(token)) return { kind: 'invalid' };
    let identity;
    try {
      identity = await this.oidc.identify(token);
    } catch (error) {
      this.logger.error(`Could not check a token with the identity provider: ${String(error)}`);
      return { kind: 'unavailable' };
    }
    if (!identity) return { kind: 'invalid' };
    const outcome = await this.links.userFor(identity);
    if (outcome.kind === 'refused') return outcome;
    return { kind: 'signed-in', auth: { user: toSessionUser(outcome.user), via: 'identity-provider', token } };
  }
}
