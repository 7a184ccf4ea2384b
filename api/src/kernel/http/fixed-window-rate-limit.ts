import { TooBusyError } from '../errors/too-busy.error.js';

/**
 * A fixed-window count per key (a user, an address, a link). In memory, per instance: enough to
 * keep one runaway browser or script from flooding a route; a deployment of N instances lets
 * through up to N times the limit, which is acceptable where it is not the security boundary
 * (client log lines; buyer links, whose tokens are unguessable anyway).
 */
export class FixedWindowRateLimit {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether one more request from this key is allowed now (and counts it if so). */
  take(key: string): boolean {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.forgetExpired(now);
      this.windows.set(key, { startedAt: now, count: 1 });
      return true;
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }

  /** Counts one more request from `key`, or refuses it (429, Retry-After: when its window ends). */
  enforce(key: string, refusal: string): void {
    if (this.take(key)) return;
    const startedAt = this.windows.get(key)?.startedAt ?? this.now();
    throw new TooBusyError(refusal, Math.max(1, Math.ceil((startedAt + this.windowMs - this.now()) / 1000)));
  }

  private forgetExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
  }
}
