import type { EventStore, LogPosition, RecordedEvent, SubscriptionStart } from '@dealbook/contracts';
import type { ChangeNotifier } from './change-notifier.js';

const batchSize = 500;
const retryDelayMs = 1000;

export interface SubscriptionLoopOptions {
  from: SubscriptionStart;
  handler: (event: RecordedEvent) => Promise<void>;
  store: Pick<EventStore, 'readAll' | 'head'>;
  notifier: ChangeNotifier;
  pollIntervalMs: number;
  log: (message: string) => void;
}

/**
 * Catch-up then live delivery, in log order, at least once: a handler that throws is retried
 * with the same event after a pause, so a consumer never skips one.
 */
export function runSubscription(options: SubscriptionLoopOptions) {
  const signal: { cancelled: boolean; wake?: () => void } = { cancelled: false };
  const pause = (ms: number, seen?: number) => options.notifier.wait(ms, signal, seen);

  const loop = async () => {
    await options.notifier.listen();
    let after: LogPosition | undefined;
    for (;;) {
      if (signal.cancelled) return;
      try {
        after =
          options.from === 'start' ? undefined : options.from === 'end' ? await options.store.head() : options.from;
        break;
      } catch (error) {
        options.log(`subscription could not find its start: ${String(error)}`);
        await pause(retryDelayMs);
      }
    }
    while (!signal.cancelled) {
      let events: RecordedEvent[];
      // A commit announced while this read or the handlers run finds nobody waiting: counted
      // here, it ends the pause below at once instead of waiting for the poll.
      const seen = options.notifier.heard;
      try {
        ({ events } = await options.store.readAll({ after, limit: batchSize }));
      } catch (error) {
        options.log(`subscription read failed: ${String(error)}`);
        await pause(retryDelayMs);
        continue;
      }
      for (const event of events) {
        while (!signal.cancelled) {
          try {
            await options.handler(event);
            break;
          } catch (error) {
            options.log(
              `subscriber failed on ${event.type} ${event.streamId}@${event.streamVersion}: ${String(error)}`,
            );
            await pause(retryDelayMs);
          }
        }
        if (signal.cancelled) return;
        after = event.position;
      }
      if (events.length < batchSize) await pause(options.pollIntervalMs, seen);
    }
  };

  const running = loop();
  return {
    close: async () => {
      signal.cancelled = true;
      signal.wake?.();
      await running;
    },
  };
}
