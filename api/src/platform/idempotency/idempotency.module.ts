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

/** How often each instance drops keys past their lifetime or beyond a user's cap. */
const pruneEveryMs = 60_000;

@Injectable()
class KeyPruning implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Idempotency');
  private timer: NodeJS.Timeout | undefined;

  constructor(@Inject(IdempotentRequests) private readonly requests: IdempotentRequests) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.prune().catch((error: unknown) => {
        this.logger.warn(
          `Could not drop old idempotency keys: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    }, pruneEveryMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private async prune(): Promise<void> {
    await this.requests.pruneExpired();
    const dropped = await this.requests.pruneBeyondCap();
    if (dropped > 0) this.logger.log(`Dropped ${dropped} idempotency keys beyond IDEMPOTENCY_KEYS_PER_USER`);
  }
}

/** `Idempotency-Key` on every write (issue 36). */
@Module({
  providers: [IdempotentRequests, KeyPruning, { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor }],
})
export class IdempotencyModule {}
