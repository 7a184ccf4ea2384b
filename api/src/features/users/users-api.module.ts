import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module.js';
import { UserRoomRoute } from './user-room.route.js';
import { UserController } from './user.controller.js';
import { UsersController } from './users.controller.js';

/** The §7.1 user routes over the user decider and read model, and where user changes are pushed. */
@Module({
  imports: [AuthModule],
  controllers: [UsersController, UserController],
  providers: [UserRoomRoute],
})
export class UsersApiModule {}
