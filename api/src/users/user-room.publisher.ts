import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { SocketEvents, userRoom, userStreamType, type ChangeMessage } from '@dealbook/contracts';
import { RealtimeGateway } from '../realtime/realtime.gateway.js';

/**
 * Pushes a change of a user to their own room `user:<id>`, so the user's other tabs refresh
 * (recently viewed, settings). The shared change feed pushes to record and list rooms only.
 * Through the socket.io adapter, not `local`: one push per change, whichever instance wrote it.
 */
@Injectable()
export class UserRoomPublisher {
  private readonly logger = new Logger('UserRoom');

  constructor(@Inject(ModuleRef) private readonly moduleRef: ModuleRef) {}

  publish(userId: string, version: number, changes: ChangeMessage['changes']): void {
    const message: ChangeMessage = { type: userStreamType, id: userId, version, op: 'updated', changes };
    try {
      const gateway = this.moduleRef.get(RealtimeGateway, { strict: false });
      gateway.server.to(userRoom(userId)).emit(SocketEvents.change, message);
    } catch (error) {
      this.logger.error(`Could not push the change of user ${userId}: ${String(error)}`);
    }
  }
}
