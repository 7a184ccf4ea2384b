/**
 * A fixed-window count of log lines per user. In memory, per instance: enough to keep one
 * runaway browser from flooding the log; a deployment of N instances lets through up to N times
 * the limit, which is acceptable for a log (not a security boundary).
 */
export class ClientLogRateLimit {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether one more line from this user is allowed now (and counts it if so). */
  take(userId: string): boolean {
    const now = this.now();
    const window = this.windows.get(userId);
    if (!window || now - window.startedAt >= this.windowMs) {
      this.forgetExpired(now);
      this.windows.set(userId, { startedAt: now, count: 1 });
      return true;
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }

  private forgetExpired(now: number): void {
    for (const [userId, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(userId);
    }
  }
}
