import {
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotentRequests } from './idempotent-requests.js';

/** How often each instance drops keys past their lifetime (the claim drops only its own user's). */
const pruneEveryMs = 10 * 60_000;

@Injectable()
class ExpiredKeyPruning implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Idempotency');
  private timer: NodeJS.Timeout | undefined;

  constructor(@Inject(IdempotentRequests) private readonly requests: IdempotentRequests) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.requests.pruneExpired().catch((error: unknown) => {
        this.logger.warn(
          `Could not drop expired idempotency keys: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    }, pruneEveryMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}

/** `Idempotency-Key` on every write (issue 36). */
@Module({
  providers: [IdempotentRequests, ExpiredKeyPruning, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
})
export class IdempotencyModule {}
