import type { Logger } from '@nestjs/common';
import type { SessionEndings } from '../auth/session-endings.js';
import type { SessionsService } from '../auth/sessions.service.js';
import type { DealbookServer } from './socket-data.js';

/** The private room of one session's sockets; no client can subscribe to it (room-access.ts). */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * Disconnects the sockets of sessions that have ended, since the handshake is the only check a
 * socket otherwise gets. Sign-out reaches every instance at once (the adapter relays
 * `disconnectSockets`); idle limits and expiry are found by a sweep of this instance's sockets.
 */
export class EndedSessionSockets {
  private readonly timer: NodeJS.Timeout;
  private readonly stopListening: () => void;
  private sweeping = false;

  constructor(
    private readonly server: DealbookServer,
    private readonly sessions: SessionsService,
    endings: SessionEndings,
    private readonly logger: Logger,
    sweepSeconds: number,
  ) {
    this.stopListening = endings.onEnded((sessionId) => this.server.in(sessionRoom(sessionId)).disconnectSockets(true));
    this.timer = setInterval(() => void this.sweep(), sweepSeconds * 1000);
    this.timer.unref();
  }

  /** Disconnects this instance's sockets whose session is no longer alive. */
  async sweep(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      const sockets = await this.server.local.fetchSockets();
      const sessionIds = [...new Set(sockets.map((socket) => socket.data.sessionId))];
      const live = await this.sessions.liveAmong(sessionIds);
      for (const socket of sockets) {
        if (!live.has(socket.data.sessionId)) socket.disconnect(true);
      }
    } catch (error) {
      this.logger.error(`Could not check the sessions of open sockets: ${String(error)}`);
    } finally {
      this.sweeping = false;
    }
  }

  close(): void {
    clearInterval(this.timer);
    this.stopListening();
  }
}
