import type { INestApplicationContext } from '@nestjs/common';
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
    if (this.client.isOpen) await this.client.quit();
  }
}
