export interface ThrottleTimers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: ThrottleTimers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface KeyedThrottle {
  /** Runs `run` now if `key` has not run within the interval, else once when the interval ends. */
  (key: string, run: () => void): void;
  /** Drops every pending run (the socket is closing). */
  cancel(): void;
}

/**
 * At most one run per key per interval, and never a lost one: the first call of a quiet key runs
 * at once (a single push shows without delay), calls inside the interval collapse into one run at
 * its end with the latest `run`. A burst of pushes thus costs a screen one refetch a second.
 */
export function keyedThrottle(intervalMs: number, timers: ThrottleTimers = realTimers): KeyedThrottle {
  const lastRun = new Map<string, number>();
  const pending = new Map<string, { handle: unknown; run: () => void }>();

  const fire = (key: string, run: () => void) => {
    lastRun.set(key, timers.now());
    run();
  };

  const throttle = ((key: string, run: () => void) => {
    const waiting = pending.get(key);
    if (waiting) {
      waiting.run = run;
      return;
    }
    const since = timers.now() - (lastRun.get(key) ?? -Infinity);
    if (since >= intervalMs) {
      fire(key, run);
      return;
    }
    const entry = {
      run,
      handle: timers.setTimeout(() => {
        pending.delete(key);
        fire(key, entry.run);
      }, intervalMs - since),
    };
    pending.set(key, entry);
  }) as KeyedThrottle;

  throttle.cancel = () => {
    for (const { handle } of pending.values()) timers.clearTimeout(handle);
    pending.clear();
  };
  return throttle;
}
