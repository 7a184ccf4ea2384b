import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  listRoom,
  positionToString,
  recordRoom,
  SocketEvents,
  type ChangeMessage,
  type EventStore,
  type RecordedEvent,
  type Subscription,
} from '@dealbook/contracts';
import { EVENT_STORE } from '../../kernel/database-tokens.js';
import { toChangeMessage } from './change-message.js';
import { ChangeRoutes, type Delivery } from './change-routes.js';
import { CoalescedListPushes } from './coalesced-list-pushes.js';
import { RealtimeGateway } from './realtime.gateway.js';

/**
 * The one change feed of the socket pushes (DESIGN §6): every committed event, in log order,
 * goes to its record's and list's rooms and to whatever rooms the features' routes name, after
 * commit, never from inside an append's transaction, so a client told "changed" reads the change.
 * Every instance runs its own fan-out over the shared log and serves its own sockets (`local`):
 * going through a cluster adapter would deliver N copies. For the same reason an access change
 * reaches every instance's sockets: each re-checks its own before it pushes anything later.
 */
@Injectable()
export class ChangeFanout implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription: Subscription | undefined;
  private readonly logger = new Logger('ChangeFanout');
  private readonly bulkLists = new CoalescedListPushes((room, message) => this.emitTo(room, message));
  /** The last event the feed handed on, and when it did: readiness asks how far behind the log it is. */
  private reached: string | undefined;
  private movedAt = Date.now();
  private behindSince: number | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RealtimeGateway) private readonly gateway: RealtimeGateway,
    @Inject(ChangeRoutes) private readonly routes: ChangeRoutes,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Start from the head read now rather than 'end', so an event committed while the
    // subscription starts up is still pushed.
    const head = await this.store.head();
    this.reached = head ? positionToString(head) : undefined;
    this.subscription = this.store.subscribe(head ?? 'start', async (event) => {
      await this.publish(event);
      this.reached = positionToString(event.position);
      this.movedAt = Date.now();
    });
  }

  /**
   * Seconds the feed has been behind the log without moving: 0 when it has handed on the log's
   * last event, else the time since it was first seen behind or last moved, whichever is later (a
   * feed working through a burst is not stuck). Asked by readiness, every few seconds.
   */
  async secondsBehind(): Promise<number> {
    const head = await this.store.head();
    if (!head || positionToString(head) === this.reached) {
      this.behindSince = undefined;
      return 0;
    }
    this.behindSince ??= Date.now();
    return (Date.now() - Math.max(this.behindSince, this.movedAt)) / 1000;
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
    this.bulkLists.close();
  }

  /** Never throws: the store would deliver the event again, and the rooms would hear it twice. */
  private async publish(event: RecordedEvent): Promise<void> {
    const routes = this.routes.routesOf(event.type);
    const narrowed = [...new Set(routes.flatMap((route) => route.accessChangedFor?.(event) ?? []))];
    if (narrowed.length > 0) {
      await this.gateway.recheckAccess(narrowed).catch((error: unknown) => this.fail(event, 'access re-check', error));
    }
    const message = toChangeMessage(event);
    if (!message) return;
    const isPrivate = routes.some((route) => route.isPrivate?.(event));
    // A bulk operation's records reach their list rooms coalesced (CoalescedListPushes).
    const bulk = event.metadata.via !== undefined;
    if (!isPrivate && bulk) this.bulkLists.push(listRoom(message.type), message);
    const deliveries: Delivery[] = isPrivate
      ? []
      : [{ rooms: [recordRoom(message.type, message.id), ...(bulk ? [] : [listRoom(message.type)])] }];
    for (const route of routes) {
      if (!route.deliveries) continue;
      try {
        deliveries.push(...(await route.deliveries(event, message)));
      } catch (error) {
        this.fail(event, 'rooms lookup', error);
      }
    }
    for (const delivery of deliveries) this.emit(event, delivery, message);
  }

  private emit(event: RecordedEvent, { rooms, changes, about }: Delivery, message: ChangeMessage): void {
    if (rooms.length === 0) return;
    try {
      const pushed = { ...message, ...about, changes: changes ?? message.changes };
      this.gateway.push(rooms, SocketEvents.change, pushed, 'this instance');
    } catch (error) {
      this.fail(event, 'push', error);
    }
  }

  private emitTo(room: string, message: ChangeMessage): void {
    try {
      this.gateway.push(room, SocketEvents.change, message, 'this instance');
    } catch (error) {
      this.logger.error(`push to ${room} failed: ${String(error)}`);
    }
  }

  private fail(event: RecordedEvent, step: string, error: unknown): void {
    this.logger.error(`${step} failed for ${event.type} of ${event.streamId}: ${String(error)}`);
  }
}
