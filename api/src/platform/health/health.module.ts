import { Module } from '@nestjs/common';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { Draining } from './draining.js';

@Module({ controllers: [HealthController], providers: [HealthService, Draining], exports: [Draining] })
export class HealthModule {}
