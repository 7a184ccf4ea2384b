import { Module } from '@nestjs/common';
import { DeleteUserHandler } from './delete-user.handler.js';
import { RegisterUserHandler } from './register-user.handler.js';
import { UpdateUserHandler } from './update-user.handler.js';
import { UsersService } from './users.service.js';

/**
 * The user aggregate's command handlers and the lookups sign-in needs. The HTTP routes live in
 * UsersApiModule: they use the auth module's credentials, and the auth module imports this one.
 */
@Module({
  providers: [UsersService, RegisterUserHandler, UpdateUserHandler, DeleteUserHandler],
  exports: [UsersService],
})
export class UsersModule {}
