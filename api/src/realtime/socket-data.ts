import type { SessionUser } from '@dealbook/contracts';

/**
 * What the gateway keeps on each socket. It lives in `socket.data` rather than in a map of this
 * process because `fetchSockets()` hands it over from every instance (DESIGN §8, REDIS_URL).
 */
export interface SocketData {
  user: SessionUser;
  /** The server-side session the socket signed in with; it is disconnected when that ends. */
  sessionId: string;
  /** Record rooms in which this socket has the edit form open. */
  editing: Record<string, true>;
}
