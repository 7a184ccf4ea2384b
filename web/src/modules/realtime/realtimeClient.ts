import {
  exportProgressMessageSchema,
  importProgressMessageSchema,
  laterPosition,
  presenceMessageSchema,
  SocketEvents,
  type ChangeMessage,
  type ClientToServerEvents,
  type ExportProgressMessage,
  type ImportProgressMessage,
  type PresenceEditingAck,
  type PresenceViewer,
  type ResumeAck,
  type ServerToClientEvents,
  type SubscribeAck,
} from '@dealbook/contracts';
import { io, type Socket } from 'socket.io-client';
import { isChangeMessage } from './utils/changeInvalidation.js';
import { RoomRegistry } from './utils/roomRegistry.js';

export interface RealtimeHandlers {
  onChange(message: ChangeMessage): void;
  /**
   * After a reconnect whose missed pushes the server could not replay (too many, a position it
   * does not know, no position heard yet): everything shown may be stale.
   */
  onResync(): void;
  /** The socket dropped and is trying again (false), or is connected (true). */
  onConnectionChange?(connected: boolean): void;
}

export type PresenceListener = (viewers: PresenceViewer[]) => void;
export type ExportProgressListener = (progress: ExportProgressMessage) => void;
export type ImportProgressListener = (progress: ImportProgressMessage) => void;

/** One socket per signed-in tab, authenticated by the session cookie. */
export class RealtimeClient {
  private readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  private readonly registry = new RoomRegistry();
  private readonly editing = new RoomRegistry();
  /** The last presence pushed per record room, for a screen that starts watching later. */
  private readonly presence = new Map<string, PresenceViewer[]>();
  private readonly presenceListeners = new Map<string, Set<PresenceListener>>();
  private connectedBefore = false;
  /**
   * The newest log position heard (a change's, or a subscribe ack's): after a reconnect the server
   * is asked to replay what the rooms were sent after it.
   */
  private newest: string | undefined;
  /** The resume awaiting its ack, by number: one cut off by another disconnect is not trusted. */
  private resuming: number | undefined;
  private resumes = 0;
  /** The spreadsheet exports this tab is waiting for, by export id. */
  private readonly exportListeners = new Map<string, ExportProgressListener>();
  /** Screens showing an import's check, run or undo, by import id. */
  private readonly importListeners = new Map<string, Set<ImportProgressListener>>();

  /** `connect` opens the socket.io socket, not yet connected (a unit spec hands in a fake). */
  constructor(
    handlers: RealtimeHandlers,
    connect: () => Socket<ServerToClientEvents, ClientToServerEvents> = () =>
      io({ path: '/socket.io', withCredentials: true, autoConnect: false }),
  ) {
    this.socket = connect();
    this.socket.on('connect', () => {
      if (this.connectedBefore && this.newest !== undefined) this.resume(this.newest, handlers);
      else {
        this.emit(SocketEvents.subscribe, this.registry.rooms());
        if (this.connectedBefore) handlers.onResync();
      }
      for (const room of this.editing.rooms()) this.emitEditing(room, true);
      this.connectedBefore = true;
      handlers.onConnectionChange?.(true);
    });
    this.socket.on('disconnect', () => {
      // A replay cut off may not have arrived: nothing heard since the reconnect can be trusted.
      if (this.resuming !== undefined) this.newest = undefined;
      this.resuming = undefined;
      // Offline, nobody is known to be there; the server sends the list again on reconnect.
      for (const room of [...this.presence.keys()]) this.setPresence(room, []);
      // Only while it will try again: a socket the server closed for good (signed out) is not
      // "reconnecting", and the session's own handling takes the person to sign in.
      if (this.socket.active) handlers.onConnectionChange?.(false);
    });
    this.socket.on(SocketEvents.change, (payload: unknown) => {
      if (!isChangeMessage(payload)) return;
      this.newest = laterPosition(this.newest, payload.position);
      // A replayed change may come again live: invalidating twice is harmless.
      handlers.onChange(payload);
    });
    this.socket.on(SocketEvents.presence, (payload: unknown) => {
      const parsed = presenceMessageSchema.safeParse(payload);
      if (parsed.success && this.registry.holds(parsed.data.room)) {
        this.setPresence(parsed.data.room, parsed.data.viewers);
      }
    });
    this.socket.on(SocketEvents.exportProgress, (payload: unknown) => {
      const parsed = exportProgressMessageSchema.safeParse(payload);
      if (parsed.success) this.exportListeners.get(parsed.data.exportId)?.(parsed.data);
    });
    this.socket.on(SocketEvents.importProgress, (payload: unknown) => {
      const parsed = importProgressMessageSchema.safeParse(payload);
      if (parsed.success)
        for (const listener of this.importListeners.get(parsed.data.importId) ?? []) listener(parsed.data);
    });
    this.socket.connect();
  }

  /**
   * Hears how far one spreadsheet export has got (the server pushes it to the user's room, which
   * every signed-in tab joins), until the returned function is called.
   */
  watchExportProgress(exportId: string, listener: ExportProgressListener): () => void {
    this.exportListeners.set(exportId, listener);
    return () => {
      this.exportListeners.delete(exportId);
    };
  }

  /**
   * Hears how far an import's check, run or undo has got, until the returned function is called.
   * The server pushes to the import's record room: the caller joins it (useRooms).
   */
  watchImportProgress(importId: string, listener: ImportProgressListener): () => void {
    const listeners = this.importListeners.get(importId) ?? new Set();
    listeners.add(listener);
    this.importListeners.set(importId, listeners);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.importListeners.delete(importId);
    };
  }

  /** Joins a room for as long as the returned function is not called. */
  join(room: string): () => void {
    if (this.registry.acquire(room)) this.emit(SocketEvents.subscribe, [room]);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (this.registry.release(room)) {
        this.emit(SocketEvents.unsubscribe, [room]);
        this.presence.delete(room);
      }
    };
  }

  /**
   * Tells the others in a record room that this tab has its edit form open, until the returned
   * function is called. Joins the room itself: the subscribe must reach the server first.
   */
  startEditing(room: string): () => void {
    const leave = this.join(room);
    if (this.editing.acquire(room)) this.emitEditing(room, true);
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      if (this.editing.release(room)) this.emitEditing(room, false);
      leave();
    };
  }

  /** Calls the listener with everyone in the record room now (if known) and on every change. */
  watchPresence(room: string, listener: PresenceListener): () => void {
    const listeners = this.presenceListeners.get(room) ?? new Set();
    listeners.add(listener);
    this.presenceListeners.set(room, listeners);
    const known = this.presence.get(room);
    if (known) listener(known);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.presenceListeners.delete(room);
    };
  }

  close(): void {
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }

  private setPresence(room: string, viewers: PresenceViewer[]): void {
    this.presence.set(room, viewers);
    for (const listener of this.presenceListeners.get(room) ?? []) listener(viewers);
  }

  /**
   * Back after a disconnect (to this instance or another): joins the rooms again and has the
   * server replay the changes they missed; refetches everything when it answers `refetch` (or
   * does not answer).
   */
  private resume(after: string, handlers: RealtimeHandlers): void {
    const rooms = this.registry.rooms();
    const resume = (this.resumes += 1);
    this.resuming = resume;
    this.socket.timeout(30_000).emit(SocketEvents.resume, { after, rooms }, (error: unknown, ack?: ResumeAck) => {
      if (this.resuming !== resume) return;
      this.resuming = undefined;
      if (error || !ack || ack.resumed === 'refetch') {
        if (ack?.error) console.warn(`Realtime resume refused: ${ack.error}`);
        handlers.onResync();
      }
      this.newest = laterPosition(this.newest, ack?.position);
      this.warnRefused(SocketEvents.resume, ack);
    });
  }

  private warnRefused(event: string, ack: SubscribeAck | undefined): void {
    if (ack?.refused.length) {
      const why = ack.refused.map(({ room, reason }) => `${room} (${reason})`);
      console.warn(`Realtime ${event} refused for ${why.join(', ')}`);
    }
  }

  private emit(event: typeof SocketEvents.subscribe | typeof SocketEvents.unsubscribe, rooms: string[]): void {
    // Offline joins are remembered by the registry and sent on (re)connect.
    if (rooms.length === 0 || !this.socket.connected) return;
    this.socket.emit(event, { rooms }, (ack: SubscribeAck | undefined) => {
      if (ack?.error) console.warn(`Realtime ${event} refused: ${ack.error}`);
      // While a replay is on its way, a later position must not be taken as heard.
      if (event === SocketEvents.subscribe && this.resuming === undefined)
        this.newest = laterPosition(this.newest, ack?.position);
      this.warnRefused(event, ack);
    });
  }

  private emitEditing(room: string, editing: boolean): void {
    if (!this.socket.connected) return;
    this.socket.emit(SocketEvents.presenceEditing, { room, editing }, (ack: PresenceEditingAck | undefined) => {
      if (ack && !ack.ok) console.warn(`Realtime presence refused: ${ack.error}`);
    });
  }
}
