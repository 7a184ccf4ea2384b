import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  CommunicationEventTypes,
  PurchaseEventTypes,
  SocketEvents,
  recordRoom,
  type CommunicationEvent,
  type EventStore,
  type PurchaseEvent,
  type RecordedEvent,
  type Subscription,
} from '@dealbook/contracts';
import { findCommunicationProjectIds, findPurchaseRefs, type ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { toChangeMessage } from '../realtime/change-message.js';
import { RealtimeGateway } from '../realtime/realtime.gateway.js';

const purchaseEventTypes: ReadonlySet<string> = new Set(PurchaseEventTypes);
const communicationEventTypes: ReadonlySet<string> = new Set(CommunicationEventTypes);

/**
 * The callers' console follows one project: it subscribes to `record:project:<id>` (external
 * callers may join only that room, for their own projects). So every change of a purchase or of a
 * communication is also pushed to the rooms of the projects it belongs to, read from the event
 * or, after commit, from the read model. Fed from the store's change feed, like the record and
 * list pushes (DESIGN §3).
 */
@Injectable()
export class ProjectRoomPublisher implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription: Subscription | undefined;
  private readonly logger = new Logger('ProjectRoom');

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(ModuleRef) private readonly moduleRef: ModuleRef,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const head = await this.store.head();
    this.subscription = this.store.subscribe(head ?? 'start', (event) => this.publish(event));
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
  }

  private async publish(event: RecordedEvent): Promise<void> {
    if (!purchaseEventTypes.has(event.type) && !communicationEventTypes.has(event.type)) return;
    const message = toChangeMessage(event);
    if (!message) return;
    try {
      const projects = purchaseEventTypes.has(event.type)
        ? await this.projectsOfPurchaseEvent(event as RecordedEvent<PurchaseEvent>)
        : await this.projectsOfCommunicationEvent(event as RecordedEvent<CommunicationEvent>);
      if (projects.length === 0) return;
      const gateway = this.moduleRef.get(RealtimeGateway, { strict: false });
      // External callers listen here too: the firm's internal comments stay out of the push.
      const { internalComments: _internal, ...changes } = message.changes;
      // `local`: every instance runs this feed over the shared log and serves its own sockets.
      gateway.server.local
        .to(projects.map((id) => recordRoom('project', id)))
        .emit(SocketEvents.change, { ...message, changes });
    } catch (error) {
      this.logger.error(`Could not push ${event.type} of ${event.streamId} to its project: ${String(error)}`);
    }
  }

  private async projectsOfPurchaseEvent(event: RecordedEvent<PurchaseEvent>): Promise<string[]> {
    switch (event.type) {
      case 'PurchaseRegistered':
        return [event.data.project.id];
      case 'PurchaseDeleted':
        return [event.data.projectId];
      default: {
        const ref = (await findPurchaseRefs(this.db, [event.data.purchaseId])).get(event.data.purchaseId);
        return ref ? [ref.projectId] : [];
      }
    }
  }

  /** The projects it is linked to now, and the one it was just taken from. */
  private async projectsOfCommunicationEvent(event: RecordedEvent<CommunicationEvent>): Promise<string[]> {
    const named =
      event.type === 'CommunicationLogged' || event.type === 'CommunicationDeleted'
        ? event.data.links
        : event.type === 'CommunicationLinked'
          ? [event.data.to]
          : event.type === 'CommunicationUnlinked'
            ? [event.data.from]
            : [];
    const current =
      event.type === 'CommunicationDeleted'
        ? []
        : await findCommunicationProjectIds(this.db, event.data.communicationId);
    return [...new Set([...named.filter((ref) => ref.type === 'project').map((ref) => ref.id), ...current])];
  }
}
