import type { LogPosition, RecordedEvent, Subscription, SubscriptionStart } from '@dealbook/contracts';
import {
  excludeSystemEvents,
  START,
  type AllStreamSubscription,
  type KurrentDBClient,
} from '@kurrent/kurrentdb-client';
import type { StoredKurrentEvent } from './kurrentdb-event-mapping.js';
import { isAfter, isSystemEvent } from './kurrentdb-positions.js';

export interface KurrentSubscriptionOptions {
  client: KurrentDBClient;
  from: SubscriptionStart;
  handler: (event: RecordedEvent) => Promise<void>;
  /** The newest event's position, where a subscription from 'end' starts. */
  head: () => Promise<LogPosition | undefined>;
  toRecorded: (stored: StoredKurrentEvent) => Promise<RecordedEvent>;
  retryDelayMs: number;
  log: (message: string) => void;
}

/**
 * A catch-up subscription to $all, in log order, at least once: a handler that throws gets the
 * same event again after a pause, and a dropped subscription resumes after the last event the
 * handler finished, so a consumer never skips one (as the PostgreSQL subscription loop does).
 * 'end' is resolved to the head position first, so a resubscription never starts at a later end.
 */
export function runKurrentSubscription(options: KurrentSubscriptionOptions): Subscription {
  const state: { cancelled: boolean; wake?: () => void; live?: AllStreamSubscription } = { cancelled: false };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        state.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      state.wake = done;
    });

  const deliver = async (event: RecordedEvent): Promise<boolean> => {
    while (!state.cancelled) {
      try {
        await options.handler(event);
        return true;
      } catch (error) {
        options.log(`subscriber failed on ${event.type} ${event.streamId}@${event.streamVersion}: ${String(error)}`);
        await pause(options.retryDelayMs);
      }
    }
    return false;
  };

  const startPosition = async (): Promise<LogPosition | undefined> => {
    if (options.from === 'start') return undefined;
    if (options.from !== 'end') return options.from;
    for (;;) {
      try {
        return await options.head();
      } catch (error) {
        options.log(`KurrentDB subscription could not find the end of the log: ${String(error)}`);
        await pause(options.retryDelayMs);
        if (state.cancelled) return undefined;
      }
    }
  };

  const loop = async () => {
    let after = await startPosition();
    while (!state.cancelled) {
      const subscription = options.client.subscribeToAll({
        fromPosition: after ?? START,
        filter: excludeSystemEvents(),
        resolveLinkTos: false,
      });
      state.live = subscription;
      try {
        for await (const resolved of subscription) {
          const stored = resolved.event;
          if (!stored || isSystemEvent(stored)) continue;
          const event = await options.toRecorded(stored);
          if (!isAfter(event.position, after)) continue;
          if (!(await deliver(event))) break;
          after = event.position;
        }
        if (!state.cancelled) options.log('KurrentDB subscription ended; subscribing again');
      } catch (error) {
        if (!state.cancelled) options.log(`KurrentDB subscription dropped: ${String(error)}`);
      } finally {
        state.live = undefined;
        await subscription.unsubscribe().catch(() => undefined);
      }
      if (!state.cancelled) await pause(options.retryDelayMs);
    }
  };

  const running = loop();
  return {
    close: async () => {
      state.cancelled = true;
      state.wake?.();
      const live = state.live;
      if (live) {
        await live.unsubscribe().catch(() => undefined);
        live.destroy();
      }
      await running;
    },
  };
}
