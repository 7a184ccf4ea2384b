import { Inject, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  clientRoom,
  isRecordRoom,
  MaxRoomNameLength,
  MaxRoomsPerMessage,
  parseRoom,
  presenceEditingMessageSchema,
  resumeMessageSchema,
  Role,
  SessionCookie,
  SocketEvents,
  subscribeMessageSchema,
  type PresenceEditingAck,
  type ResumeAck,
  type ServerToClientEvents,
  type SubscribeAck,
} from '@dealbook/contracts';
import { findClientUser, findProjectIdsOfCaller, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { Authenticator, toSessionUser } from '../auth/authenticator.service.js';
import { parseCookieHeader } from '../auth/session-cookies.js';
import { SessionEndings } from '../auth/session-endings.js';
import { SessionsService } from '../auth/sessions.service.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { UsersService } from '../accounts/users.service.js';
import { Metrics } from '../metrics/metrics.js';
import { EndedSessionSockets, sessionRoom } from './ended-session-sockets.js';
import { RoomPresence } from './room-presence.js';
import { assignedRooms, isKnownRoom, sortRooms } from './room-access.js';
import { mayOpenSocket } from './socket-origin.js';
import type { DealbookServer, DealbookSocket } from './socket-data.js';

/**
 * Which sockets a push reaches: those of every instance (through the adapter), or only this
 * instance's, for a message every instance pushes itself (the change feed runs on each).
 */
export type PushReach = 'every instance' | 'this instance';

/**
 * The ack of a message that is not `{rooms: string[]}` within the limits (a bare room name, say):
 * nothing joined or left, and why.
 */
const malformed: SubscribeAck = {
  joined: [],
  refused: [],
  error: `Expected {rooms: string[]}: at most ${MaxRoomsPerMessage} rooms, each at most ${MaxRoomNameLength} characters`,
};

/** What a resume did after joining the rooms: replayed what was missed, or the client must refetch. */
export type ResumeOutcome = { resumed: 'replayed'; count: number } | { resumed: 'refetch'; reason: string };

/** The change feed, as the gateway sees it (`ChangeFanout`, which pushes through the gateway). */
export interface ChangeFeed {
  /** The position of the last event the feed pushed. */
  position(): string | undefined;
  /** Sends this socket the changes after `after` its rooms missed, or says it cannot. */
  replay(socket: DealbookSocket, after: string): Promise<ResumeOutcome>;
}

/** Rooms named in a message, each once, or undefined when it is not `{rooms: string[]}`. */
function roomsOf(body: unknown): string[] | undefined {
  const parsed = subscribeMessageSchema.safeParse(body);
  return parsed.success ? [...new Set(parsed.data.rooms)] : undefined;
}

/**
 * The socket endpoint of DESIGN §6, on the HTTP server's port at /socket.io. Nest guards do not
 * run on the handshake, so the connection is authenticated here, once, from the session cookie
 * or a bearer token (`auth: {token}` or an Authorization header), after its page's origin is
 * checked (`mayOpenSocket`).
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class RealtimeGateway
  implements OnGatewayInit<DealbookServer>, OnGatewayConnection<DealbookSocket>, OnModuleDestroy
{
  @WebSocketServer() server!: DealbookServer;
  private readonly logger = new Logger('Realtime');
  private presence: RoomPresence | undefined;
  private endedSessions: EndedSessionSockets | undefined;
  private feed: ChangeFeed | undefined;
  /** A client user's portal rooms being joined on connection: a resume waits for them. */
  private readonly clientRoomsJoined = new WeakMap<DealbookSocket, Promise<void>>();

  constructor(
    @Inject(Authenticator) private readonly authenticator: Authenticator,
    @Inject(SessionsService) private readonly sessions: SessionsService,
    @Inject(SessionEndings) private readonly endings: SessionEndings,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(Metrics) private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  afterInit(server: DealbookServer): void {
    this.presence = new RoomPresence(
      server,
      (room, message) => this.push(room, SocketEvents.presence, message),
      this.logger,
    );
    // A tenth of the idle limit, at most 15 s: an idle browser's socket closes soon after its session ends.
    const sweepSeconds = Math.min(15, Math.max(1, this.sessions.idleSeconds / 10));
    this.endedSessions = new EndedSessionSockets(server, this.sessions, this.endings, this.logger, sweepSeconds);
    server.use((socket, next) => {
      const { origin, host } = socket.handshake.headers;
      if (!mayOpenSocket(origin, host, this.config.trustedOrigins)) {
        this.logger.warn(`Socket refused: a page of ${JSON.stringify(origin)} is not this app's (TRUSTED_ORIGINS)`);
        return next(new Error('foreign origin'));
      }
      const handshakeToken: unknown = socket.handshake.auth?.token;
      this.authenticator
        .authenticate({
          authorization:
            typeof handshakeToken === 'string' && handshakeToken
              ? handshakeToken
              : socket.handshake.headers.authorization,
          sessionCookie: parseCookieHeader(socket.handshake.headers.cookie)[SessionCookie],
        })
        .then(
          (auth) => {
            if (!auth) return next(new Error('unauthorized'));
            (socket as DealbookSocket).data.user = auth.user;
            (socket as DealbookSocket).data.sessionId = auth.session.id;
            (socket as DealbookSocket).data.editing = {};
            next();
          },
          (error: unknown) => {
            this.logger.error(`Socket authentication failed: ${String(error)}`);
            next(new Error('unauthorized'));
          },
        );
    });
  }

  /** A socket leaves its rooms before 'disconnect': note its record rooms to tell them after. */
  handleConnection(socket: DealbookSocket): void {
    this.metrics.socketConnections.inc();
    socket.once('disconnect', () => this.metrics.socketConnections.dec());
    void socket.join(sessionRoom(socket.data.sessionId));
    if (socket.data.user.role === Role.client) this.clientRoomsJoined.set(socket, this.joinClientRooms(socket));
    socket.once('disconnecting', () => {
      const rooms = [...socket.rooms].filter(isRecordRoom);
      socket.once('disconnect', () => rooms.forEach((room) => this.presence?.changed(room)));
    });
  }

  /** The one way a message reaches sockets: an event of the protocol and its body, to rooms. */
  push<Event extends keyof ServerToClientEvents>(
    rooms: string | string[],
    event: Event,
    message: Parameters<ServerToClientEvents[Event]>[0],
    reach: PushReach = 'every instance',
  ): void {
    const server = reach === 'this instance' ? this.server.local : this.server;
    server.to(rooms).emit(event, ...([message] as Parameters<ServerToClientEvents[Event]>));
    this.metrics.pushes.inc({ event });
  }

  /** To one socket of this instance only: a resume's replay. */
  pushTo<Event extends keyof ServerToClientEvents>(
    socket: DealbookSocket,
    event: Event,
    message: Parameters<ServerToClientEvents[Event]>[0],
  ): void {
    socket.emit(event, ...([message] as Parameters<ServerToClientEvents[Event]>));
    this.metrics.pushes.inc({ event });
  }

  /** The change feed registers itself when its module starts (it pushes through this gateway). */
  useChangeFeed(feed: ChangeFeed): void {
    this.feed = feed;
  }

  onModuleDestroy(): void {
    this.presence?.close();
    this.endedSessions?.close();
  }

  /**
   * The access of these users changed (deactivated, deleted, another role, taken off a project):
   * this instance's sockets of theirs are closed when the user may no longer sign in, and
   * otherwise leave every room the user may no longer join. The room rules are the subscribe's.
   */
  async recheckAccess(userIds: readonly string[]): Promise<void> {
    const wanted = new Set(userIds);
    const sockets = [...(this.server.sockets.sockets.values() as Iterable<DealbookSocket>)].filter((socket) =>
      wanted.has(socket.data.user?._id),
    );
    for (const userId of new Set(sockets.map((socket) => socket.data.user._id))) {
      const record = await this.users.findActiveById(userId);
      for (const socket of sockets.filter((s) => s.data.user._id === userId)) {
        if (!record) {
          socket.disconnect(true);
          continue;
        }
        socket.data.user = toSessionUser(record);
        const held = [...socket.rooms].filter((room) => parseRoom(room) !== undefined);
        const kept = await this.permitted(socket, held);
        const lost = held.filter((room) => !kept.includes(room));
        for (const room of lost) delete socket.data.editing[room];
        await Promise.all(lost.map((room) => socket.leave(room)));
        lost.forEach((room) => this.presence?.changed(room));
        if (socket.data.user.role === Role.client) await this.joinClientRooms(socket);
      }
    }
  }

  /**
   * A client's socket follows the portal rooms of the companies on their user record from the
   * start (the portal names no rooms of its own); a company added later is joined on the re-check.
   */
  private async joinClientRooms(socket: DealbookSocket): Promise<void> {
    try {
      const { companyIds } = await findClientUser(this.db, socket.data.user._id);
      if (companyIds.length > 0 && socket.connected) await socket.join(companyIds.map(clientRoom));
    } catch (error) {
      this.logger.error(`Joining the client rooms of ${socket.data.user._id} failed: ${String(error)}`);
    }
  }

  /**
   * The rooms of `rooms` this socket's user may join now. Without an external caller's project
   * rooms there is nothing to look up and the answer is at hand, not a promise: the subscribe
   * joins at once, so a message sent right behind it finds the rooms joined.
   */
  private permitted(socket: DealbookSocket, rooms: readonly string[]): string[] | Promise<string[]> {
    const { allowed, projectRooms, clientRooms } = sortRooms(socket.data.user, rooms);
    if (projectRooms.length === 0 && clientRooms.length === 0) return allowed;
    const userId = socket.data.user._id;
    return Promise.all([
      projectRooms.length === 0 ? [] : findProjectIdsOfCaller(this.db, userId),
      clientRooms.length === 0 ? { companyIds: [] } : findClientUser(this.db, userId),
    ]).then(([assigned, { companyIds }]) => [
      ...allowed,
      ...assignedRooms(projectRooms, assigned),
      ...clientRooms.filter((room) => companyIds.some((id) => clientRoom(id) === room)),
    ]);
  }

  /**
   * Joins the rooms the user may join; the ack names the others with why: an `unknown room` (one
   * the server never pushes to: a mistyped or guessed name) apart from one `not permitted`.
   */
  @SubscribeMessage(SocketEvents.subscribe)
  async subscribe(@ConnectedSocket() socket: DealbookSocket, @MessageBody() body: unknown): Promise<SubscribeAck> {
    const rooms = roomsOf(body);
    if (!rooms) return malformed;
    const permitted = this.permitted(socket, rooms.filter(isKnownRoom));
    const joined = Array.isArray(permitted) ? permitted : await permitted;
    const refused = rooms
      .filter((room) => !joined.includes(room))
      .map((room) => ({ room, reason: isKnownRoom(room) ? ('not permitted' as const) : ('unknown room' as const) }));
    const entered = joined.filter((room) => !socket.rooms.has(room));
    if (joined.length === 0) return { joined, refused };
    await socket.join(joined);
    // Read after the join: every change the feed pushes from here on reaches these rooms.
    const position = this.feed?.position();
    entered.forEach((room) => this.presence?.changed(room));
    return { joined, refused, ...(position ? { position } : {}) };
  }

  /**
   * After a reconnect: joins the rooms as `subscribe` does, then sends this socket the changes
   * after `after` that those rooms were sent meanwhile, before the ack (`ChangeFanout.replay`), or
   * answers `refetch`. A body not `{after, rooms}` within the limits joins nothing.
   */
  @SubscribeMessage(SocketEvents.resume)
  async resume(@ConnectedSocket() socket: DealbookSocket, @MessageBody() body: unknown): Promise<ResumeAck> {
    const parsed = resumeMessageSchema.safeParse(body);
    if (!parsed.success) {
      return {
        joined: [],
        refused: [],
        error: `Expected {after: string, rooms: string[]}: at most ${MaxRoomsPerMessage} rooms, each at most ${MaxRoomNameLength} characters`,
        resumed: 'refetch',
        reason: 'malformed message',
      };
    }
    const subscribed = await this.subscribe(socket, { rooms: parsed.data.rooms });
    await this.clientRoomsJoined.get(socket);
    if (!this.feed) return { ...subscribed, resumed: 'refetch', reason: 'no change feed' };
    const outcome = await this.feed.replay(socket, parsed.data.after).catch((error: unknown): ResumeOutcome => {
      this.logger.error(`Resume after ${parsed.data.after} failed: ${String(error)}`);
      return { resumed: 'refetch', reason: 'the replay failed' };
    });
    return { ...subscribed, ...outcome };
  }

  /**
   * The ack lists nothing as joined; `refused` holds the rooms the socket was not in, and those
   * that are no room of the protocol (the server's own rooms of a socket, such as its session's,
   * are not for a client to leave).
   */
  @SubscribeMessage(SocketEvents.unsubscribe)
  async unsubscribe(@ConnectedSocket() socket: DealbookSocket, @MessageBody() body: unknown): Promise<SubscribeAck> {
    const rooms = roomsOf(body);
    if (!rooms) return malformed;
    const left = rooms.filter((room) => isKnownRoom(room) && socket.rooms.has(room));
    const refused = rooms
      .filter((room) => !left.includes(room))
      .map((room) => ({ room, reason: isKnownRoom(room) ? ('not joined' as const) : ('unknown room' as const) }));
    for (const room of left) delete socket.data.editing[room];
    await Promise.all(left.map((room) => socket.leave(room)));
    left.forEach((room) => this.presence?.changed(room));
    return { joined: [], refused };
  }

  /** Whether this socket has the record's edit form open; only in a record room it has joined. */
  @SubscribeMessage(SocketEvents.presenceEditing)
  editing(@ConnectedSocket() socket: DealbookSocket, @MessageBody() body: unknown): PresenceEditingAck {
    const parsed = presenceEditingMessageSchema.safeParse(body);
    if (!parsed.success) return { ok: false, error: 'Expected {room: string, editing: boolean}' };
    const { room, editing } = parsed.data;
    if (!isRecordRoom(room) || !socket.rooms.has(room)) {
      return { ok: false, error: `Not in record room ${room}: subscribe to it first` };
    }
    if (editing === (socket.data.editing[room] === true)) return { ok: true };
    if (editing) socket.data.editing[room] = true;
    else delete socket.data.editing[room];
    this.presence?.changed(room);
    return { ok: true };
  }
}
