import { Injectable } from '@nestjs/common';
import { HeavyWorkLimits, type HeavyWorkKind } from './heavy-work-limits.js';
import { TooBusyError } from '../errors/too-busy.error.js';

/** A place taken by one heavy request; `release` gives it back (a second call does nothing). */
export interface HeavyWorkSlot {
  release(): void;
}

/**
 * Counts the heavy requests running on this instance, by kind and by person, and refuses one
 * past its limits (HeavyWorkLimits) with a TooBusyError. In memory: each instance guards its own
 * process; the per-person limit is per instance too, which a proxy spreading one person's
 * requests could at most multiply by the number of instances.
 */
@Injectable()
export class HeavyWorkLimiter {
  private readonly running = new Map<HeavyWorkKind, { total: number; byUser: Map<string, number> }>();

  /** Takes a place for `userId`'s request of this kind, or throws TooBusyError saying why not. */
  acquire(kind: HeavyWorkKind, userId: string): HeavyWorkSlot {
    const limit = HeavyWorkLimits[kind];
    const counts = this.countsOf(kind);
    const mine = counts.byUser.get(userId) ?? 0;
    if (mine >= limit.perUser) {
      throw new TooBusyError(
        limit.perUser === 1
          ? `You already have ${limit.one} running: wait for it to finish, then try again.`
          : `You already have ${limit.perUser} ${limit.many} running: wait for one to finish, then try again.`,
        limit.retryAfterSeconds,
      );
    }
    if (counts.total >= limit.perInstance) {
      throw new TooBusyError(
        `The server is busy with other people's ${limit.many}: try again in ${limit.retryAfterSeconds} seconds.`,
        limit.retryAfterSeconds,
      );
    }
    counts.total++;
    counts.byUser.set(userId, mine + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        counts.total--;
        const left = (counts.byUser.get(userId) ?? 1) - 1;
        if (left === 0) counts.byUser.delete(userId);
        else counts.byUser.set(userId, left);
      },
    };
  }

  /** Runs `work` in a place of its own, given back however the work ends. */
  async run<T>(kind: HeavyWorkKind, userId: string, work: () => Promise<T>): Promise<T> {
    const slot = this.acquire(kind, userId);
    try {
      return await work();
    } finally {
      slot.release();
    }
  }

  /** How many of each kind run on this instance now (the metrics' gauge). */
  runningByKind(): [HeavyWorkKind, number][] {
    return [...this.running].map(([kind, counts]) => [kind, counts.total]);
  }

  private countsOf(kind: HeavyWorkKind) {
    let counts = this.running.get(kind);
    if (!counts) {
      counts = { total: 0, byUser: new Map() };
      this.running.set(kind, counts);
    }
    return counts;
  }
}
