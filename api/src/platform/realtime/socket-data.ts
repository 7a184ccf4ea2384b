import type { ClientToServerEvents, ServerToClientEvents, SessionUser } from '@dealbook/contracts';
import type { Server, Socket } from 'socket.io';

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

/** The socket.io server typed by the protocol's event maps: it emits nothing but ServerToClientEvents. */
export type DealbookServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type DealbookSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
