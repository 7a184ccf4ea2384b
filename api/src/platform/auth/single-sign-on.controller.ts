import { Controller, Get, Inject, Logger, NotFoundException, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { resolveReturnUrl, returnUrlForRole, SignInError, type LoginOptions } from '@dealbook/contracts';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { Public } from '../../kernel/http/access-rule.decorator.js';
import { clientInfo } from './client-info.js';
import { IdentityLinks } from './identity-links.service.js';
import { OidcClient } from './oidc-client.service.js';
import { setSessionCookies } from './session-cookies.js';
import { SessionTokenService } from './session-token.service.js';
import { SessionsService } from './sessions.service.js';
import { clearSsoFlowCookie, openSsoFlow, sealSsoFlow, setSsoFlowCookie, ssoFlowCookie } from './sso-flow-cookie.js';
import { loginOptionsSchema } from '@dealbook/contracts';

const notConfigured = 'Single sign-on is not configured on this server';
const flowKeyPurpose = 'sso-flow';
/** Keeps the flow cookie well under the browsers' 4 kB. */
const maxReturnUrlLength = 1024;

/**
 * Corporate single sign-on (spec §1, §4.1): the sign-in page's options, the start of the
 * OpenID Connect code flow and its callback, which ends in Dealbook's own session.
 */
@Controller('login')
@Public()
export class SingleSignOnController {
  private readonly logger = new Logger('SingleSignOn');

  constructor(
    @Inject(OidcClient) private readonly oidc: OidcClient,
    @Inject(IdentityLinks) private readonly links: IdentityLinks,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('options')
  @ResponseDoc({ body: loginOptionsSchema })
  options(): LoginOptions {
    const sso = this.config.oidc;
    return {
      password: this.config.passwordSignIn,
      sso: sso ? { name: sso.providerName } : null,
      brand: this.config.brandName,
    };
  }

  /** Sends the browser to the identity provider, remembering the flow in a sealed cookie. */
  @Get('sso')
  @ResponseDoc({ errors: [404], status: 302 })
  async start(@Query('returnUrl') returnUrl: unknown, @Res() res: Response): Promise<void> {
    if (!this.oidc.settings) throw new NotFoundException(notConfigured);
    try {
      const { url, flow } = await this.oidc.start(resolveReturnUrl(firstString(returnUrl)));
      setSsoFlowCookie(res, await sealSsoFlow(flow, this.flowKey()), this.config.production);
      res.redirect(302, url.href);
    } catch (error) {
      this.logger.error(`Could not start single sign-on: ${String(error)}`);
      res.redirect(302, `/login?error=${SignInError.loginFailed}`);
    }
  }

  /** Where the identity provider sends the browser back: a session and the return URL, or /login with the reason. */
  @Get('sso/callback')
  @ResponseDoc({ errors: [404], status: 302 })
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!this.oidc.settings) throw new NotFoundException(notConfigured);
    const sealed = (req.cookies as Record<string, string> | undefined)?.[ssoFlowCookie];
    clearSsoFlowCookie(res, this.config.production);
    const flow = await openSsoFlow(sealed, this.flowKey());
    if (!flow) return this.fail(res, SignInError.loginFailed, 'no valid flow cookie (expired, or started elsewhere)');

    let identity;
    try {
      identity = await this.oidc.finish(queryOf(req), flow);
    } catch (error) {
      return this.fail(res, SignInError.loginFailed, String(error));
    }
    const outcome = await this.links.userFor(identity);
    if (outcome.kind === 'refused') return this.fail(res, SignInError.accessDenied, outcome.reason);

    const session = await this.sessions.start(outcome.user, clientInfo(req), identity.idToken);
    setSessionCookies(res, session.token, this.tokens.xsrfFor(session.token), {
      secure: this.config.production,
      maxAgeSeconds: this.config.sessionTtlSeconds,
    });
    res.redirect(302, returnUrlForRole(flow.returnUrl, outcome.user.role));
  }

  private fail(res: Response, error: SignInError, why: string): void {
    this.logger.warn(`Single sign-on refused (${error}): ${why}`);
    res.redirect(302, `/login?error=${error}`);
  }

  private flowKey(): Uint8Array {
    return this.tokens.derivedKey(flowKeyPurpose);
  }
}

/** A query parameter given once; a repeated or overlong one counts as absent. */
function firstString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= maxReturnUrlLength ? value : undefined;
}

/** The raw query string of a request, without the `?`. */
function queryOf(req: Request): string {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at + 1);
}
