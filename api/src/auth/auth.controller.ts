import { Body, Controller, HttpCode, Inject, Post, Req, Res, UnauthorizedException } from '@nestjs/common';
import type { Response } from 'express';
import { loginBodySchema, type LoginResponse, type SessionUser } from '@dealbook/contracts';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import type { AuthenticatedRequest } from './access.guard.js';
import { Public, SignedIn } from './access-rule.decorator.js';
import { toSessionUser } from './authenticator.service.js';
import { CredentialsService } from './credentials.service.js';
import { CurrentUser } from './current-user.decorator.js';
import { clearSessionCookies, setSessionCookies } from './session-cookies.js';
import { SessionTokenService } from './session-token.service.js';

export const invalidCredentials = 'Invalid e-mail or password';

/** Password sign-in (spec §7.1): POST /api/login, the silent POST /api/login/token, sign-out. */
@Controller()
export class AuthController {
  constructor(
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(SessionTokenService) private readonly tokens: SessionTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  async login(
    @Body(new ZodValidationPipe(loginBodySchema)) body: { email: string; password: string },
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    const user = await this.credentials.check(body.email, body.password);
    if (!user) throw new UnauthorizedException(invalidCredentials);
    return this.startSession(toSessionUser(user), res);
  }

  /** A fresh token for whoever is signed in: the web app's silent sign-in on page load. */
  @Post('login/token')
  @SignedIn()
  @HttpCode(200)
  async refresh(
    @CurrentUser() user: SessionUser,
    @Req() req: AuthenticatedRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    if (req.auth?.via === 'cookie') return this.startSession(user, res);
    return { userToken: await this.tokens.sign(user), user };
  }

  /** Clears the browser's session. The token itself stays valid until it expires (no revocation list yet). */
  @Post('logout')
  @Public()
  @HttpCode(204)
  logout(@Res({ passthrough: true }) res: Response): void {
    clearSessionCookies(res, this.config.production);
  }

  private async startSession(user: SessionUser, res: Response): Promise<LoginResponse> {
    const userToken = await this.tokens.sign(user);
    setSessionCookies(res, userToken, this.tokens.xsrfFor(userToken), {
      secure: this.config.production,
      maxAgeSeconds: this.tokens.ttlSeconds,
    });
    return { userToken, user };
  }
}
