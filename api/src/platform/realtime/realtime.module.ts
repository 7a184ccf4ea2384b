import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { UsersModule } from '../accounts/users.module.js';
import { ChangeFanout } from './change-fanout.service.js';
import { ChangeRoutes } from './change-routes.js';
import { RealtimeGateway } from './realtime.gateway.js';

/** Global so that every feature can register its change routes without importing the gateway. */
@Global()
@Module({
  imports: [AuthModule, UsersModule],
  providers: [RealtimeGateway, ChangeRoutes, ChangeFanout],
  exports: [ChangeRoutes, RealtimeGateway, ChangeFanout],
})
export class RealtimeModule {}
