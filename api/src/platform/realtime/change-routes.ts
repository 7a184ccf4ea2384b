import { Injectable } from '@nestjs/common';
import type { ChangeMessage, DomainEvent, RecordedEvent } from '@dealbook/contracts';

/** One push of a committed event: to these rooms, with these field changes (a route's own redaction). */
export interface Delivery {
  rooms: string[];
  /** What these rooms may see of the change; the event's own changes when left out. */
  changes?: ChangeMessage['changes'];
  /**
   * The record these rooms are told changed, when not the event's own: the client portal hears
   * "your project changed" where the record itself (an internal purchaser) is not theirs to know.
   */
  about?: { type: string; id: string };
}

/**
 * How one feature's events reach rooms beyond the record's own and its list's (DESIGN §6), and
 * whose access they change. Runs after commit, so it may read the read models.
 */
export interface ChangeRoute<E extends DomainEvent = DomainEvent> {
  /** The event types this route speaks for. */
  readonly eventTypes: readonly E['type'][];
  /** Further rooms to push the change to, each with what it may see. */
  deliveries?(event: RecordedEvent<E>, message: ChangeMessage): Promise<Delivery[]> | Delivery[];
  /** Events only the rooms this route names may hear of: the record and list rooms do not. */
  isPrivate?(event: RecordedEvent<E>): boolean;
  /**
   * Users whose access this event may have narrowed (deactivation, role, assignments): their open
   * sockets are re-checked before this event, or any later one, is pushed.
   */
  accessChangedFor?(event: RecordedEvent<E>): string[];
}

/**
 * The registry the one change-feed fan-out reads: each feature registers its routes when its
 * module starts (`onModuleInit`), before the fan-out subscribes (`onApplicationBootstrap`).
 */
@Injectable()
export class ChangeRoutes {
  private readonly byType = new Map<string, ChangeRoute[]>();

  register<E extends DomainEvent>(route: ChangeRoute<E>): void {
    for (const type of route.eventTypes) {
      // Stored as the general route: the fan-out only hands a route the event types it named.
      this.byType.set(type, [...(this.byType.get(type) ?? []), route as unknown as ChangeRoute]);
    }
  }

  routesOf(eventType: string): readonly ChangeRoute[] {
    return this.byType.get(eventType) ?? [];
  }
}
