import { Global, type MiddlewareConsumer, Module, type NestModule } from '@nestjs/common';
import { COMMAND_OBSERVER } from '../../kernel/event-sourcing/command-observer.js';
import { HttpMetricsMiddleware } from './http-metrics.middleware.js';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.js';

/** Prometheus metrics (issue 36): global, so the realtime gateway and Commands can feed them. */
@Global()
@Module({
  controllers: [MetricsController],
  providers: [Metrics, { provide: COMMAND_OBSERVER, useExisting: Metrics }],
  exports: [Metrics, COMMAND_OBSERVER],
})
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware).forRoutes('{*splat}');
  }
}
