/**
 * A request refused because too much of its kind of work is running (HeavyWorkLimits) or its
 * sender sent too many of its kind lately (FixedWindowRateLimit.enforce): the exception filter
 * answers 429 with Retry-After. Nothing was done, so the same request may simply be sent again
 * later.
 */
export class TooBusyError extends Error {
  override readonly name = 'TooBusyError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
