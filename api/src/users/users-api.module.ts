import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UserRoomPublisher } from './user-room.publisher.js';
import { UserController } from './user.controller.js';
import { UsersController } from './users.controller.js';

/** The §7.1 user routes over the handlers of UsersModule. */
@Module({
  imports: [AuthModule],
  controllers: [UsersController, UserController],
  providers: [UserRoomPublisher],
  exports: [UserRoomPublisher],
})
export class UsersApiModule {}
