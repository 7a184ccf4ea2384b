import type pg from 'pg';

/** What a notifier listens to, and who hears of it besides its waiters. */
export interface ChangeNotifierOptions {
  /** `dealbook_events` (appends) unless told otherwise. */
  channel?: string;
  /** Each notification's payload, as it arrives. */
  onNotification?: (payload: string) => void;
  /** Each time a connection starts listening: notifications sent while none was may be lost. */
  onListening?: () => void;
}

/**
 * One LISTEN connection per store, shared by its subscriptions: appends NOTIFY at commit and
 * every waiting subscription wakes up to read. A lost connection is re-established on the next
 * wait; subscriptions also poll, so a lost notification only delays delivery.
 */
export class ChangeNotifier {
  private client: pg.PoolClient | undefined;
  private connecting: Promise<void> | undefined;
  private readonly waiters = new Set<() => void>();
  private closed = false;
  /** Notifications heard so far: one that arrives while nobody waits (mid-read) is not lost. */
  private notifications = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: (message: string) => void = () => undefined,
    private readonly options: ChangeNotifierOptions = {},
  ) {}

  /** How many notifications were heard so far; pass it to `wait` to hear the ones after it. */
  get heard(): number {
    return this.notifications;
  }

  /** Starts listening (a subscription does before its first read, so no commit falls between). */
  async listen(): Promise<void> {
    await this.ensureListening().catch((error) => this.log(`LISTEN failed: ${String(error)}`));
  }

  /**
   * Resolves on the next notification or after `timeoutMs`, whichever comes first — at once when
   * one was heard since `seen` (a count from `heard`, taken before the caller last read).
   */
  async wait(timeoutMs: number, signal: { cancelled: boolean; wake?: () => void }, seen?: number): Promise<void> {
    await this.listen();
    if (signal.cancelled || (seen !== undefined && seen !== this.notifications)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      signal.wake = done;
      this.waiters.add(done);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const wake of [...this.waiters]) wake();
    const client = this.client;
    this.client = undefined;
    if (client) {
      await client.query('unlisten *').catch(() => undefined);
      // Destroyed rather than pooled: a connection that listened is not handed to anyone else.
      client.release(true);
    }
  }

  private ensureListening(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = await this.pool.connect();
      client.on('notification', (message) => {
        this.notifications++;
        if (message.payload !== undefined) this.options.onNotification?.(message.payload);
        for (const wake of [...this.waiters]) wake();
      });
      client.on('error', (error) => {
        // After close() the client is back in the pool; a shutdown's dropped socket is expected.
        if (this.closed) return;
        this.log(`LISTEN connection lost: ${error.message}`);
        if (this.client === client) this.client = undefined;
        client.release(error);
      });
      await client.query(`listen ${this.options.channel ?? 'dealbook_events'}`);
      this.client = client;
      this.options.onListening?.();
    })().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }
}
