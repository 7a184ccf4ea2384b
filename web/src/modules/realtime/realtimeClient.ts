import { SocketEvents, type ChangeMessage, type SubscribeAck } from '@dealbook/contracts';
import { io, type Socket } from 'socket.io-client';
import { isChangeMessage } from './utils/changeInvalidation.js';
import { RoomRegistry } from './utils/roomRegistry.js';

export interface RealtimeHandlers {
  onChange(message: ChangeMessage): void;
  /** After a reconnect: pushes may have been missed while the socket was down. */
  onResync(): void;
}

/** One socket per signed-in tab, authenticated by the session cookie. */
export class RealtimeClient {
  private readonly socket: Socket;
  private readonly registry = new RoomRegistry();
  private connectedBefore = false;

  constructor(handlers: RealtimeHandlers) {
    this.socket = io({ path: '/socket.io', withCredentials: true, autoConnect: false });
    this.socket.on('connect', () => {
      this.emit(SocketEvents.subscribe, this.registry.rooms());
      if (this.connectedBefore) handlers.onResync();
      this.connectedBefore = true;
    });
    this.socket.on(SocketEvents.change, (payload: unknown) => {
      if (isChangeMessage(payload)) handlers.onChange(payload);
    });
    this.socket.connect();
  }

  /** Joins a room for as long as the returned function is not called. */
  join(room: string): () => void {
    if (this.registry.acquire(room)) this.emit(SocketEvents.subscribe, [room]);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (this.registry.release(room)) this.emit(SocketEvents.unsubscribe, [room]);
    };
  }

  close(): void {
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }

  private emit(event: string, rooms: string[]): void {
    // Offline joins are remembered by the registry and sent on (re)connect.
    if (rooms.length === 0 || !this.socket.connected) return;
    this.socket.emit(event, { rooms }, (ack?: SubscribeAck) => {
      if (ack?.refused.length) console.warn(`Realtime ${event} refused for`, ack.refused);
    });
  }
}
