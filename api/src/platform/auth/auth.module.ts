import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD, HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { UsersModule } from '../accounts/users.module.js';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthenticationCache } from './authentication-cache.js';
import { Authenticator } from './authenticator.service.js';
import { CredentialsService } from './credentials.service.js';
import { IdentityLinks } from './identity-links.service.js';
import { IdentityProviderAuthenticator } from './identity-provider-authenticator.service.js';
import { OidcClient } from './oidc-client.service.js';
import { SessionEndings } from './session-endings.js';
import { SessionTokenService } from './session-token.service.js';
import { SessionsService } from './sessions.service.js';
import { SignInThrottle } from './sign-in-throttle.service.js';
import { SingleSignOnController } from './single-sign-on.controller.js';

@Module({
  imports: [UsersModule],
  controllers: [AuthController, SingleSignOnController],
  providers: [
    SessionTokenService,
    SessionEndings,
    SessionsService,
    CredentialsService,
    SignInThrottle,
    OidcClient,
    IdentityLinks,
    AuthenticationCache,
    Authenticator,
    IdentityProviderAuthenticator,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [
    SessionTokenService,
    SessionEndings,
    SessionsService,
    CredentialsService,
    Authenticator,
    AuthenticationCache,
  ],
})
export class AuthModule implements OnModuleInit {
  constructor(
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The client address behind TRUST_PROXY reverse proxies, for the per-address sign-in limit and
   * the sessions table: Express reads it from X-Forwarded-For only when told how many hops to trust.
   */
  onModuleInit(): void {
    const express = this.adapterHost.httpAdapter?.getInstance() as { set?: (name: string, value: unknown) => void };
    express.set?.('trust proxy', this.config.trustProxy);
  }
}
