import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  listRoom,
  recordRoom,
  SocketEvents,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@dealbook/contracts';
import { EVENT_STORE } from '../infra/database/tokens.js';
import { toChangeMessage } from './change-message.js';
import { RealtimeGateway } from './realtime.gateway.js';

/**
 * Feeds socket pushes from the store's change feed, after commit (DESIGN §3), never from
 * inside an append's transaction: a client told "changed" always reads the change.
 */
@Injectable()
export class ChangeFeedService implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription: Subscription | undefined;
  private readonly logger = new Logger('ChangeFeed');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RealtimeGateway) private readonly gateway: RealtimeGateway,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Start from the head read now rather than 'end', so an event committed while the
    // subscription starts up is still pushed.
    const head = await this.store.head();
    this.subscription = this.store.subscribe(head ?? 'start', (event) => this.publish(event));
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
  }

  private async publish(event: RecordedEvent): Promise<void> {
    const message = toChangeMessage(event);
    if (!message) return;
    try {
      // `local`: every instance runs its own change feed over the shared log, so each pushes
      // to its own sockets only; going through a cluster adapter would deliver N copies.
      this.gateway.server.local
        .to([recordRoom(message.type, message.id), listRoom(message.type)])
        .emit(SocketEvents.change, message);
    } catch (error) {
      this.logger.error(`Could not push ${event.type} of ${event.streamId}: ${String(error)}`);
    }
  }
}
