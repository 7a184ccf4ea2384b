import { Global, Module } from '@nestjs/common';
import { COMMAND_OBSERVER } from '../../kernel/event-sourcing/command-observer.js';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.js';

/** Prometheus metrics (issue 36): global, so the realtime gateway and Commands can feed them. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics, { provide: COMMAND_OBSERVER, useExisting: Metrics }],
  exports: [Metrics, COMMAND_OBSERVER],
})
export class MetricsModule {}
