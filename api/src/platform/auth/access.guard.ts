import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { hasAnyRole, SessionCookie, XsrfHeader } from '@dealbook/contracts';
import { ACCEPTS_PROVIDER_TOKEN, ACCESS_RULE, type AccessRule } from '../../kernel/http/access-rule.decorator.js';
import { type Authentication, Authenticator, bearerToken } from './authenticator.service.js';
import { IdentityProviderAuthenticator } from './identity-provider-authenticator.service.js';
import { SessionTokenService } from './session-token.service.js';
import type { SignedInRequest } from '../../kernel/http/signed-in-request.js';

/** What the guard leaves on a request it lets through (SignedInRequest, with how they signed in). */
export interface AuthenticatedRequest extends SignedInRequest {
  auth?: Authentication;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const messages = {
  noRule: 'Route has no access rule',
  signIn: 'Sign in to continue: no valid session or token was presented',
  xsrf: 'Missing or invalid XSRF token',
  role: 'Your role does not give access to this',
  providerUnavailable: 'The identity provider could not be reached to check the token. Try again shortly.',
};

/**
 * Deny by default (DESIGN §7): every HTTP route must declare @Public, @SignedIn or @Roles, on
 * the method or its controller; a route that declares nothing is refused for everybody.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(Authenticator) private readonly authenticator: Authenticator,
    @Inject(IdentityProviderAuthenticator) private readonly providerTokens: IdentityProviderAuthenticator,
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Sockets authenticate once, in the gateway's handshake middleware.
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, targets);
    if (!rule) throw new ForbiddenException(messages.noRule);
    if (rule.kind === 'public') return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const credentials = {
      authorization: request.headers.authorization,
      sessionCookie: (request.cookies as Record<string, string> | undefined)?.[SessionCookie],
    };
    let auth: Authentication | undefined = await this.authenticator.authenticate(credentials);
    const bearer = bearerToken(credentials.authorization);
    if (!auth && bearer && this.reflector.getAllAndOverride<boolean>(ACCEPTS_PROVIDER_TOKEN, targets)) {
      const outcome = await this.providerTokens.authenticate(bearer);
      if (outcome.kind === 'refused') throw new ForbiddenException(`Access denied. ${outcome.reason}`);
      if (outcome.kind === 'unavailable') throw new ServiceUnavailableException(messages.providerUnavailable);
      if (outcome.kind === 'signed-in') auth = outcome.auth;
    }
    if (!auth) throw new UnauthorizedException(messages.signIn);
    if (auth.via === 'cookie' && !safeMethods.has(request.method)) {
      if (!this.tokens.xsrfMatches(auth.token, request.header(XsrfHeader))) {
        throw new ForbiddenException(messages.xsrf);
      }
    }
    if (rule.kind === 'roles' && !hasAnyRole(auth.user.role, rule.roles)) {
      throw new ForbiddenException(messages.role);
    }
    request.auth = auth;
    return true;
  }
}
