import { Inject, Injectable, Logger } from '@nestjs/common';
import { SocketEvents, userRoom, type ExportProgressMessage } from '@dealbook/contracts';
import type { ListTotal } from '@dealbook/projections';
import { Metrics } from '../metrics/metrics.js';
import { RealtimeGateway } from '../realtime/realtime.gateway.js';

/** At most one progress message a second: enough for a moving bar, nothing for a socket to carry. */
export const ProgressIntervalMs = 1000;

export interface ProgressReporter {
  /** Rows written so far; pushed when a second has passed since the last push. */
  rows(written: number): void;
  /** The export ended (finished or stopped): the last count, pushed at once. */
  done(written: number): void;
}

/**
 * Pushes an export's progress to the requesting user's `user:<id>` room (every tab of theirs
 * hears it; the tab that asked knows its `exportId`). Through the adapter, so the socket may be
 * on another instance than the request. Every export's rows are counted for /metrics, whether or
 * not anyone follows its progress.
 */
@Injectable()
export class ExportProgress {
  private readonly logger = new Logger('ExportProgress');

  constructor(
    @Inject(RealtimeGateway) private readonly gateway: RealtimeGateway,
    @Inject(Metrics) private readonly metrics: Metrics,
  ) {}

  reporter(userId: string, exportId: string | undefined, total: ListTotal): ProgressReporter {
    let counted = 0;
    const count = (written: number) => {
      if (written > counted) this.metrics.exportRows.inc(written - counted);
      counted = Math.max(counted, written);
    };
    if (exportId === undefined) return { rows: count, done: count };
    let last = Date.now();
    const push = (rows: number, done: boolean) => {
      const message: ExportProgressMessage = { exportId, rows, total: total.total, totalKind: total.totalKind, done };
      try {
        this.gateway.push(userRoom(userId), SocketEvents.exportProgress, message);
      } catch (error) {
        this.logger.warn(`Export progress not pushed: ${String(error)}`);
      }
    };
    push(0, false);
    return {
      rows: (written) => {
        count(written);
        const now = Date.now();
        if (now - last < ProgressIntervalMs) return;
        last = now;
        push(written, false);
      },
      done: (written) => {
        count(written);
        push(written, true);
      },
    };
  }
}
