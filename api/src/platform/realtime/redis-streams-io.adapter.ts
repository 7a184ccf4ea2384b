import { type INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';

// Typed through IoAdapter: @nestjs/platform-socket.io pins its own copy of socket.io.
type IoServer = ReturnType<IoAdapter['createIOServer']>;
type IoServerOptions = Parameters<IoAdapter['createIOServer']>[1];

/**
 * Socket.io over Redis streams (REDIS_URL): rooms, presence and server-side emits reach the
 * sockets of every instance, and a client reconnecting to another instance keeps working.
 */
export class RedisStreamsIoAdapter extends IoAdapter {
  private constructor(
    app: INestApplicationContext,
    private readonly client: ReturnType<typeof createClient>,
  ) {
    super(app);
  }

  static async connect(app: INestApplicationContext, url: string): Promise<RedisStreamsIoAdapter> {
    const client = createClient({ url });
    // Redis going away must not stop the instance (an unheard 'error' event ended it): the client
    // reconnects by itself, and meanwhile each instance's change feed still pushes to its own
    // sockets; only what crosses instances (presence, pushes to every instance) waits for Redis.
    const logger = new Logger('Redis');
    let away = false;
    client.on('error', (error: Error) => {
      if (away) return;
      away = true;
      logger.warn(
        `Redis is not answering (${error.message}); sockets hear this instance's pushes only until it is back`,
      );
    });
    client.on('ready', () => {
      if (!away) return;
      away = false;
      logger.log('Redis is back: pushes reach every instance again');
    });
    await client.connect();
    return new RedisStreamsIoAdapter(app, client);
  }

  override createIOServer(port: number, options?: IoServerOptions): IoServer {
    const server = super.createIOServer(port, options);
    server.adapter(createAdapter(this.client));
    return server;
  }

  override async close(server: IoServer): Promise<void> {
    await super.close(server);
    if (this.client.isOpen) await this.client.quit().catch(() => undefined);
  }
}
