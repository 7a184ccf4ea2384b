import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { hasAnyRole, SessionCookie, XsrfHeader } from '@dealbook/contracts';
import { ACCESS_RULE, type AccessRule } from './access-rule.decorator.js';
import { type Authentication, Authenticator } from './authenticator.service.js';
import { SessionTokenService } from './session-token.service.js';

export interface AuthenticatedRequest extends Request {
  auth?: Authentication;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const messages = {
  noRule: 'Route has no access rule',
  signIn: 'Sign in to continue: no valid session or token was presented',
  xsrf: 'Missing or invalid XSRF token',
  role: 'Your role does not give access to this',
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
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Sockets authenticate once, in the gateway's handshake middleware.
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) throw new ForbiddenException(messages.noRule);
    if (rule.kind === 'public') return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const auth = await this.authenticator.authenticate({
      authorization: request.headers.authorization,
      sessionCookie: (request.cookies as Record<string, string> | undefined)?.[SessionCookie],
    });
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
