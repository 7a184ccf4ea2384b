import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import {
  comparePositions,
  MaxResumeEvents,
  parsePosition,
  positionToString,
  SocketEvents,
  type ChangeMessage,
  type EventStore,
  type LogPosition,
  type RecordedEvent,
  type Subscription,
} from '@dealbook/contracts';
import { EVENT_STORE } from '../../kernel/database-tokens.js';
import { accessNarrowedBy, changeDeliveries, pushedMessage } from './change-deliveries.js';
import { ChangeRoutes } from './change-routes.js';
import { CoalescedListPushes } from './coalesced-list-pushes.js';
import { RealtimeGateway, type ChangeFeed, type ResumeOutcome } from './realtime.gateway.js';
import type { DealbookSocket } from './socket-data.js';

/** How long a resume may read the log before it answers `refetch` instead. */
export const ResumeTimeLimitMs = 5_000;
/** Events a resume reads at a time. */
const resumePage = 200;

/**
 * The one change feed of the socket pushes (DESIGN §6): every committed event, in log order,
 * goes to its record's and list's rooms and to whatever rooms the features' routes name, after
 * commit, never from inside an append's transaction, so a client told "changed" reads the change.
 * Every instance runs its own fan-out over the shared log and serves its own sockets (`local`):
 * going through a cluster adapter would deliver N copies. For the same reason an access change
 * reaches every instance's sockets: each re-checks its own before it pushes anything later.
 */
@Injectable()
export class ChangeFanout implements ChangeFeed, OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private subscription: Subscription | undefined;
  private readonly logger = new Logger('ChangeFanout');
  private readonly bulkLists = new CoalescedListPushes((room, message) => this.emitTo(room, message));
  /** The last event the feed handed on, and when it did: readiness asks how far behind the log it is. */
  private reached: string | undefined;
  private reachedAt: LogPosition | undefined;
  private movedAt = Date.now();
  private behindSince: number | undefined;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RealtimeGateway) private readonly gateway: RealtimeGateway,
    @Inject(ChangeRoutes) private readonly routes: ChangeRoutes,
  ) {}

  onModuleInit(): void {
    this.gateway.useChangeFeed(this);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Start from the head read now rather than 'end', so an event committed while the
    // subscription starts up is still pushed.
    const head = await this.store.head();
    this.reached = head ? positionToString(head) : undefined;
    this.reachedAt = head;
    this.subscription = this.store.subscribe(head ?? 'start', async (event) => {
      await this.publish(event);
      this.reached = positionToString(event.position);
      this.reachedAt = event.position;
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

  /** The position of the last event pushed: every later one reaches a room joined now. */
  position(): string | undefined {
    return this.reached;
  }

  /**
   * A socket back after a reconnect, its rooms joined again: the changes after `after` that its
   * rooms were sent while it was away, sent to it alone, through the live feed's own routing
   * (`changeDeliveries`) and to the rooms it is in (which it was allowed to join just now). Reads
   * the log through the port up to where this instance's feed had got when asked; every later
   * event the feed pushes to the socket's rooms itself. Some may be sent twice; that is harmless.
   * `refetch` when the gap is over `MaxResumeEvents` or takes over `ResumeTimeLimitMs`, or when
   * `after` is not a position of this log.
   */
  async replay(socket: DealbookSocket, after: string): Promise<ResumeOutcome> {
    const from = parsePosition(after);
    if (!from) return { resumed: 'refetch', reason: 'not a log position' };
    const target = this.reachedAt;
    const head = await this.store.head();
    if (!head || comparePositions(from, head) > 0) {
      return { resumed: 'refetch', reason: 'a position this log does not hold' };
    }
    const deadline = Date.now() + ResumeTimeLimitMs;
    const missed: ChangeMessage[] = [];
    let cursor = from;
    let read = 0;
    while (target && comparePositions(cursor, target) < 0) {
      if (Date.now() > deadline) return { resumed: 'refetch', reason: 'the replay took too long' };
      const page = await this.store.readAll({ after: cursor, limit: Math.min(resumePage, MaxResumeEvents + 1 - read) });
      if (page.events.length === 0) {
        // The feed has pushed an event the read does not show yet (a transaction before it is
        // still open): wait for it rather than skip it.
        await new Promise((resolve) => setTimeout(resolve, 20));
        continue;
      }
      for (const event of page.events) {
        if (comparePositions(event.position, target) > 0) {
          cursor = target;
          break;
        }
        read += 1;
        if (read > MaxResumeEvents) {
          return { resumed: 'refetch', reason: `more than ${MaxResumeEvents} events were missed` };
        }
        missed.push(...(await this.missedBy(socket, event)));
        cursor = event.position;
      }
    }
    for (const message of missed) this.gateway.pushTo(socket, SocketEvents.change, message);
    return { resumed: 'replayed', count: missed.length };
  }

  /** What this socket's rooms were sent of one event: once per delivery that reaches a room it is in. */
  private async missedBy(socket: DealbookSocket, event: RecordedEvent): Promise<ChangeMessage[]> {
    const routed = await changeDeliveries(this.routes.routesOf(event.type), event, (step, error) =>
      this.fail(event, `replay ${step}`, error),
    );
    if (!routed) return [];
    const messages = routed.deliveries
      .filter(({ rooms }) => rooms.some((room) => socket.rooms.has(room)))
      .map((delivery) => pushedMessage(routed.message, delivery));
    if (routed.bulkList && socket.rooms.has(routed.bulkList)) messages.push(routed.message);
    return messages;
  }

  /** Never throws: the store would deliver the event again, and the rooms would hear it twice. */
  private async publish(event: RecordedEvent): Promise<void> {
    const routes = this.routes.routesOf(event.type);
    const narrowed = accessNarrowedBy(routes, event);
    if (narrowed.length > 0) {
      await this.gateway.recheckAccess(narrowed).catch((error: unknown) => this.fail(event, 'access re-check', error));
    }
    const routed = await changeDeliveries(routes, event, (step, error) => this.fail(event, step, error));
    if (!routed) return;
    // A bulk operation's records reach their list rooms coalesced (CoalescedListPushes).
    if (routed.bulkList) this.bulkLists.push(routed.bulkList, routed.message);
    for (const delivery of routed.deliveries) {
      try {
        this.gateway.push(
          delivery.rooms,
          SocketEvents.change,
          pushedMessage(routed.message, delivery),
          'this instance',
        );
      } catch (error) {
        this.fail(event, 'push', error);
      }
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
