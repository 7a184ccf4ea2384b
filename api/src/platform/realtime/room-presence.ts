import type { Logger } from '@nestjs/common';
import { isRecordRoom, type PresenceMessage } from '@dealbook/contracts';
import { viewersOf } from './presence-viewers.js';
import type { DealbookServer, SocketData } from './socket-data.js';

/**
 * Pushes "who has this record open" to everyone in a record room (DESIGN §6) after something
 * changed there: a join, a leave, a disconnect or an editing flag. The list is computed from the
 * sockets in the room on every instance (`fetchSockets()` goes through the Redis adapter), never
 * from this process's memory, and only for the room that changed.
 */
export class RoomPresence {
  /** Rooms being published now; `again` when another change arrived meanwhile. */
  private readonly running = new Map<string, { again: boolean; settle: boolean }>();
  private readonly settles = new Map<string, NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly server: DealbookServer,
    private readonly push: (room: string, message: PresenceMessage) => void,
    private readonly logger: Logger,
    /** Quiet time after which a scaled-out room is published once more (see `settleLater`). */
    private readonly settleMs = 1_000,
  ) {}

  changed(room: string): void {
    if (this.closed || !isRecordRoom(room)) return;
    this.request(room, true);
  }

  /** Stops publishing: the server is shutting down and its sockets leave in bulk. */
  close(): void {
    this.closed = true;
    for (const timer of this.settles.values()) clearTimeout(timer);
    this.settles.clear();
  }

  private request(room: string, settle: boolean): void {
    const run = this.running.get(room);
    if (run) {
      run.again = true;
      run.settle ||= settle;
      return;
    }
    const fresh = { again: false, settle };
    this.running.set(room, fresh);
    void this.publish(room, fresh);
  }

  /** One publication at a time per room, so an older list never overtakes a newer one. */
  private async publish(room: string, run: { again: boolean; settle: boolean }): Promise<void> {
    try {
      do {
        run.again = false;
        await this.send(room);
      } while (run.again && !this.closed);
    } catch (error) {
      if (!this.closed) this.logger.error(`Could not publish presence in ${room}: ${String(error)}`);
    } finally {
      this.running.delete(room);
    }
    if (run.settle) await this.settleLater(room);
  }

  /**
   * With several instances, two of them may publish at once, each having read the other's sockets
   * through Redis before the other's change: the older list can arrive last. Publishing once more
   * when the room has been quiet for a moment makes the last word right. One instance needs no
   * second look, and gets none.
   */
  private async settleLater(room: string): Promise<void> {
    const instances = await this.server.sockets.adapter.serverCount();
    if (this.closed || instances <= 1) return;
    clearTimeout(this.settles.get(room));
    const timer = setTimeout(() => {
      this.settles.delete(room);
      if (!this.closed) this.request(room, false);
    }, this.settleMs);
    timer.unref();
    this.settles.set(room, timer);
  }

  private async send(room: string): Promise<void> {
    const sockets = await this.server.in(room).fetchSockets();
    if (this.closed) return;
    const data = sockets.map((socket) => socket.data as Partial<SocketData>);
    const message: PresenceMessage = { room, viewers: viewersOf(data, room) };
    this.push(room, message);
  }
}
