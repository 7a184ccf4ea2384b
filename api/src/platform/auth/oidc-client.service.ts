import { Inject, Injectable, Logger } from '@nestjs/common';
import { createRemoteJWKSet, decodeJwt, type JWTPayload, jwtVerify } from 'jose';
import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  buildEndSessionUrl,
  calculatePKCECodeChallenge,
  ClientSecretBasic,
  type Configuration,
  discovery,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  skipSubjectCheck,
} from 'openid-client';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig, OidcConfig } from '../../kernel/config/app-config.js';
import { emailFromClaims, type ProviderIdentity } from './identity-claims.js';
import type { SsoFlow } from './sso-flow-cookie.js';

const scope = 'openid email profile';
const requestTimeoutSeconds = 10;

/**
 * Dealbook as an OpenID Connect client of the corporate identity provider (authorization code
 * with PKCE, openid-client). The provider's metadata is discovered on first use and kept; a
 * failed discovery is retried on the next sign-in rather than remembered.
 */
@Injectable()
export class OidcClient {
  private readonly logger = new Logger('SingleSignOn');
  private configuration: Promise<Configuration> | undefined;
  private jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get settings(): OidcConfig | undefined {
    return this.config.oidc;
  }

  /** The provider's sign-in page for a new flow, and the flow to keep until the callback. */
  async start(returnUrl: string): Promise<{ url: URL; flow: SsoFlow }> {
    const { settings, configuration } = await this.ready();
    const flow: SsoFlow = {
      state: randomState(),
      nonce: randomNonce(),
      codeVerifier: randomPKCECodeVerifier(),
      returnUrl,
    };
    const url = buildAuthorizationUrl(configuration, {
      redirect_uri: settings.redirectUri,
      scope,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, flow };
  }

  /**
   * Finishes a flow: checks the state, redeems the code with the PKCE verifier and validates the
   * ID token (issuer, audience, expiry, nonce). Throws when anything does not hold.
   */
  async finish(callbackQuery: string, flow: SsoFlow): Promise<ProviderIdentity> {
    const { settings, configuration } = await this.ready();
    const currentUrl = new URL(settings.redirectUri);
    currentUrl.search = callbackQuery;
    const tokens = await authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider sent no ID token');
    let email = emailFromClaims(claims);
    if (!email && configuration.serverMetadata().userinfo_endpoint) {
      email = emailFromClaims(await fetchUserInfo(configuration, tokens.access_token, claims.sub));
    }
    return { issuer: configuration.serverMetadata().issuer, subject: claims.sub, email, idToken: tokens.id_token };
  }

  /**
   * Where to send the browser so the provider ends its own session too (RP-initiated logout),
   * coming back to /logged-out beside the redirect URI; undefined when the provider has no
   * end-session endpoint or single sign-on is not configured.
   */
  async endSessionUrl(idToken: string): Promise<string | undefined> {
    if (!this.config.oidc) return undefined;
    const { settings, configuration } = await this.ready();
    if (!configuration.serverMetadata().end_session_endpoint) return undefined;
    return buildEndSessionUrl(configuration, {
      id_token_hint: idToken,
      post_logout_redirect_uri: new URL('/logged-out', settings.redirectUri).href,
    }).href;
  }

  /**
   * Who a token of the identity provider stands for (`POST /api/login/token` with a bearer), or
   * undefined when it is not a valid token of this provider for Dealbook. An ID token (or a JWT
   * access token) for Dealbook's client id is checked against the provider's keys; any other
   * token is checked by the provider's userinfo endpoint.
   */
  async identify(token: string): Promise<ProviderIdentity | undefined> {
    const { settings, configuration } = await this.ready();
    const metadata = configuration.serverMetadata();
    const unverified = decodedJwt(token);
    if (unverified) {
      if (unverified.iss !== metadata.issuer) return undefined;
      const verified = await this.verifyForUs(token, configuration);
      if (verified) return { issuer: metadata.issuer, subject: verified.sub!, email: emailFromClaims(verified) };
      // A JWT access token for another audience must at least have been issued to Dealbook.
      if (!issuedTo(unverified, settings.clientId)) return undefined;
    }
    if (!metadata.userinfo_endpoint) return undefined;
    try {
      const info = await fetchUserInfo(configuration, token, skipSubjectCheck);
      return { issuer: metadata.issuer, subject: info.sub, email: emailFromClaims(info) };
    } catch (error) {
      this.logger.debug(`Userinfo refused a presented token: ${String(error)}`);
      return undefined;
    }
  }

  private async verifyForUs(token: string, configuration: Configuration): Promise<JWTPayload | undefined> {
    const metadata = configuration.serverMetadata();
    if (!metadata.jwks_uri) return undefined;
    this.jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri), {
      timeoutDuration: requestTimeoutSeconds * 1000,
    });
    try {
      const { payload } = await jwtVerify(token, this.jwks, {
        issuer: metadata.issuer,
        audience: configuration.clientMetadata().client_id,
        requiredClaims: ['sub', 'exp'],
      });
      return payload;
    } catch {
      return undefined;
    }
  }

  private async ready(): Promise<{ settings: OidcConfig; configuration: Configuration }> {
    const settings = this.config.oidc;
    if (!settings) throw new Error('Single sign-on is not configured');
    this.configuration ??= discovery(
      new URL(settings.issuer),
      settings.clientId,
      undefined,
      ClientSecretBasic(settings.clientSecret),
      {
        timeout: requestTimeoutSeconds,
        execute: new URL(settings.issuer).protocol === 'http:' ? [allowInsecureRequests] : [],
      },
    ).catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return { settings, configuration: await this.configuration };
  }
}

function decodedJwt(token: string): JWTPayload | undefined {
  try {
    return decodeJwt(token);
  } catch {
    return undefined;
  }
}

/** Whether an access token names Dealbook's client (claim names differ between providers). */
function issuedTo(claims: JWTPayload, clientId: string): boolean {
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  return [claims.azp, claims.client_id, claims.appid, ...audiences].includes(clientId);
}
