import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { UsersModule } from '../users/users.module.js';
import { AccessGuard } from './access.guard.js';
import { AuthController } from './auth.controller.js';
import { Authenticator } from './authenticator.service.js';
import { CredentialsService } from './credentials.service.js';
import { SessionTokenService } from './session-token.service.js';

@Module({
  imports: [UsersModule],
  controllers: [AuthController],
  providers: [SessionTokenService, CredentialsService, Authenticator, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [SessionTokenService, CredentialsService, Authenticator],
})
export class AuthModule {}
