import {
  Body,
  Controller,
  ForbiddenException,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  Post,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  loginBodySchema,
  SessionCookie,
  XsrfHeader,
  type KeepaliveResponse,
  type LoginResponse,
  type LogoutResponse,
  type SessionUser,
} from '@dealbook/contracts';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { messages, type AuthenticatedRequest } from './access.guard.js';
import { AcceptsIdentityProviderToken, Public, SignedIn } from '../../kernel/http/access-rule.decorator.js';
import { bearerToken, toSessionUser } from './authenticator.service.js';
import { clientInfo } from './client-info.js';
import { CredentialsService } from './credentials.service.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { OidcClient } from './oidc-client.service.js';
import { clearSessionCookies, setSessionCookies } from './session-cookies.js';
import { SessionTokenService } from './session-token.service.js';
import { SessionsService } from './sessions.service.js';
import {
  retryAfterText,
  SignInThrottle,
  type ThrottleRefusal,
  type ThrottleScope,
} from './sign-in-throttle.service.js';
import { UsersService } from '../accounts/users.service.js';
import { keepaliveResponseSchema, loginResponseSchema, logoutResponseSchema } from '@dealbook/contracts';

export const invalidCredentials = 'Invalid e-mail or password';

const tooManyFailures: Record<ThrottleScope, string> = {
  account: 'Too many failed sign-in attempts for this account from your network address.',
  address: 'Too many failed sign-in attempts from your network address.',
};

function tooMany(res: Response, refusal: ThrottleRefusal): HttpException {
  res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  return new HttpException(
    `${tooManyFailures[refusal.scope]} ${retryAfterText(refusal.retryAfterSeconds)}`,
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

/**
 * Password sign-in (spec §7.1 POST /api/login), the token call POST /api/login/token, sign-out
 * and the keepalive ping of the session (§4.1).
 */
@Controller()
export class AuthController {
  constructor(
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
    @Inject(SignInThrottle) private readonly throttle: SignInThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OidcClient) private readonly oidc: OidcClient,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @ResponseDoc({ errors: [401, 403, 429], body: loginResponseSchema })
  async login(
    @Body(new ZodValidationPipe(loginBodySchema)) body: { email: string; password: string },
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    if (!this.config.passwordSignIn) {
      throw new ForbiddenException(
        `Password sign-in is turned off here. Sign in with ${this.config.oidc?.providerName ?? 'single sign-on'}.`,
      );
    }
    const decision = await this.throttle.begin(body.email, req.ip);
    if (!decision.allowed) throw tooMany(res, decision);
    const user = await this.credentials.check(body.email, body.password);
    if (!user) {
      const exists = (await this.users.findActiveByEmail(body.email)) !== undefined;
      const refusal = await this.throttle.failed(decision.attempt, exists);
      throw refusal ? tooMany(res, refusal) : new UnauthorizedException(invalidCredentials);
    }
    await this.throttle.succeeded(decision.attempt);
    const session = await this.sessions.start(user, clientInfo(req));
    this.setCookies(res, session.token, session.expiresAt);
    return { userToken: session.token, user: toSessionUser(user) };
  }

  /**
   * Who is signed in: the web app's check on page load (with the session cookie), an API
   * client's (with its bearer token), or the exchange of a token of the corporate identity
   * provider for a Dealbook session.
   */
  @Post('login/token')
  @SignedIn()
  @AcceptsIdentityProviderToken()
  @HttpCode(200)
  @ResponseDoc({ errors: [403], body: loginResponseSchema })
  async token(
    @CurrentUser() user: SessionUser,
    @Req() req: AuthenticatedRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const auth = req.auth!;
    if (auth.via === 'identity-provider') {
      const session = await this.sessions.start(user, clientInfo(req));
      return { userToken: session.token, user };
    }
    if (auth.via === 'cookie') this.setCookies(res, auth.token, auth.session.expiresAt);
    return { userToken: auth.token, user };
  }

  /**
   * Ends the caller's session, whether it is presented as the cookie or as a bearer token: revoked
   * on the server, so the token is refused from now on however it is presented, its open sockets
   * are closed (SessionsService.revoke tells SessionEndings), and the cookies cleared. Public, so
   * that a session that has already ended can still clear its cookies.
   */
  @Post('logout')
  @Public()
  @HttpCode(204)
  @ResponseDoc({ also: [{ status: 200, body: logoutResponseSchema }], errors: [403] })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<LogoutResponse | undefined> {
    const cookie = (req.cookies as Record<string, string> | undefined)?.[SessionCookie];
    const cookieClaims = cookie ? await this.tokens.verify(cookie) : undefined;
    // A browser sends its cookie from any site's form: a live cookie session ends only with the
    // XSRF token its own pages hold, as every other cookie write (issue 39). A dead cookie has no
    // session to protect, so clearing it needs no token.
    if (cookieClaims && !this.tokens.xsrfMatches(cookie!, req.header(XsrfHeader))) {
      throw new ForbiddenException(messages.xsrf);
    }
    // Every token presented is the caller's own (a forged one fails verification), so each one's
    // session ends: an API client signs out with its bearer token, a browser with its cookie.
    const bearer = bearerToken(req.headers.authorization);
    const bearerClaims = bearer && bearer !== cookie ? await this.tokens.verify(bearer) : undefined;
    let ended: { idToken: string | null } | undefined;
    for (const claims of [bearerClaims, cookieClaims]) {
      const revoked = claims && (await this.sessions.revoke(claims.sessionId));
      if (revoked?.idToken) ended = revoked;
    }
    clearSessionCookies(res, this.config.production);
    // A single sign-on session also ends at the provider: 200 with where to send the browser.
    const endSessionUrl = ended?.idToken ? await this.oidc.endSessionUrl(ended.idToken) : undefined;
    if (!endSessionUrl) return undefined;
    res.status(200);
    return { endSessionUrl };
  }

  /** Activity in the browser that made no request: slides the idle limit (spec §4.1's ping). */
  @Post('keepalive')
  @SignedIn()
  @HttpCode(200)
  @ResponseDoc({ body: keepaliveResponseSchema })
  async keepalive(@Req() req: AuthenticatedRequest): Promise<KeepaliveResponse> {
    const auth = req.auth;
    const session = auth && auth.via !== 'identity-provider' && (await this.sessions.keepAlive(auth.session.id));
    if (!session) throw new UnauthorizedException('Your session has ended. Sign in again.');
    return { idleExpiresAt: session.idleExpiresAt.toISOString(), idleSeconds: this.sessions.idleSeconds };
  }

  private setCookies(res: Response, token: string, expiresAt: Date): void {
    setSessionCookies(res, token, this.tokens.xsrfFor(token), {
      secure: this.config.production,
      maxAgeSeconds: Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)),
    });
  }
}
