import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ChangeFeedService } from './change-feed.service.js';
import { RealtimeGateway } from './realtime.gateway.js';

@Module({ imports: [AuthModule], providers: [RealtimeGateway, ChangeFeedService] })
export class RealtimeModule {}
