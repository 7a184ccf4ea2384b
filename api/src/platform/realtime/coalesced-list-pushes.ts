import type { ChangeMessage } from '@dealbook/contracts';

/**
 * List pushes of bulk work (an import writes thousands of records a second): each list room hears
 * at once of the first change, then at most once a second, of the latest, so other people's
 * screens refresh their lists once a second rather than once a record; the last change always
 * goes out.
 */
export class CoalescedListPushes {
  private readonly pending = new Map<string, ChangeMessage>();
  private readonly quietUntil = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly send: (room: string, message: ChangeMessage) => void,
    private readonly intervalMs = 1000,
  ) {}

  push(room: string, message: ChangeMessage): void {
    const now = Date.now();
    if ((this.quietUntil.get(room) ?? 0) <= now) {
      this.quietUntil.set(room, now + this.intervalMs);
      this.send(room, message);
      return;
    }
    this.pending.set(room, message);
    this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
  }

  private flush(): void {
    this.timer = undefined;
    const now = Date.now();
    for (const [room, message] of this.pending) {
      this.pending.delete(room);
      this.quietUntil.set(room, now + this.intervalMs);
      this.send(room, message);
    }
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
