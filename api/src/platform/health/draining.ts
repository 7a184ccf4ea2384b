import { Injectable } from '@nestjs/common';

/**
 * Whether this instance is shutting down. Set when SIGTERM arrives (main.ts), before anything
 * stops: readiness turns false so the load balancer sends new requests elsewhere, while the
 * requests in flight finish and the sockets are told to reconnect.
 */
@Injectable()
export class Draining {
  private since: Date | undefined;

  begin(): void {
    this.since ??= new Date();
  }

  get draining(): boolean {
    return this.since !== undefined;
  }
}
