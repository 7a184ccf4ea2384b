import { Module } from '@nestjs/common';
import { UsersService } from './users.service.js';

/**
 * The user lookups and registration sign-in needs. The HTTP routes live in
 * UsersApiModule: they use the auth module's credentials, and the auth module imports this one.
 */
@Module({
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
