import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { z } from 'zod';
import { SessionCookie, SocketEvents, type SessionUser, type SubscribeAck } from '@dealbook/contracts';
import { Authenticator } from '../auth/authenticator.service.js';
import { parseCookieHeader } from '../auth/session-cookies.js';
import { mayJoin } from './room-access.js';

const roomsMessageSchema = z.object({ rooms: z.array(z.string().max(200)).max(200) });

interface SocketData {
  user: SessionUser;
}

type DealbookSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** Rooms named in a message, or none when it is not `{rooms: string[]}`. */
function roomsOf(body: unknown): string[] {
  const parsed = roomsMessageSchema.safeParse(body);
  return parsed.success ? [...new Set(parsed.data.rooms)] : [];
}

/**
 * The socket endpoint of DESIGN §6, on the HTTP server's port at /socket.io. Nest guards do not
 * run on the handshake, so the connection is authenticated here, once, from the session cookie
 * or a bearer token (`auth: {token}` or an Authorization header).
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false })
export class RealtimeGateway implements OnGatewayInit<Server> {
  @WebSocketServer() server!: Server;
  private readonly logger = new Logger('Realtime');

  constructor(@Inject(Authenticator) private readonly authenticator: Authenticator) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
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
            next();
          },
          (error: unknown) => {
            this.logger.error(`Socket authentication failed: ${String(error)}`);
            next(new Error('unauthorized'));
          },
        );
    });
  }

  @SubscribeMessage(SocketEvents.subscribe)
  async subscribe(@ConnectedSocket() socket: DealbookSocket, @MessageBody() body: unknown): Promise<SubscribeAck> {
    const rooms = roomsOf(body);
    const joined = rooms.filter((room) => mayJoin(socket.data.user, room));
    const refused = rooms.filter((room) => !joined.includes(room));
    if (joined.length > 0) await socket.join(joined);
    return { joined, refused };
  }

  /** The ack lists nothing as joined; `refused` holds the rooms the socket was not in. */
  @SubscribeMessage(SocketEvents.unsubscribe)
  async unsubscribe(@ConnectedSocket() socket: DealbookSocket, @MessageBody() body: unknown): Promise<SubscribeAck> {
    const rooms = roomsOf(body);
    const refused = rooms.filter((room) => !socket.rooms.has(room));
    await Promise.all(rooms.filter((room) => socket.rooms.has(room)).map((room) => socket.leave(room)));
    return { joined: [], refused };
  }
}
