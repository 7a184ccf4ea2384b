import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  CommunicationEventTypes,
  PurchaseEventTypes,
  recordRoom,
  type ChangeMessage,
  type CommunicationEvent,
  type PurchaseEvent,
  type RecordedEvent,
} from '@dealbook/contracts';
import { findCommunicationProjectIds, findPurchaseRefs, type ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ChangeRoutes, type ChangeRoute, type Delivery } from '../../platform/realtime/change-routes.js';

type ConsoleEvent = PurchaseEvent | CommunicationEvent;
const purchaseEventTypes: ReadonlySet<string> = new Set(PurchaseEventTypes);

/**
 * The callers' console follows one project: it subscribes to `record:project:<id>` (external
 * callers may join only that room, for their own projects). So every change of a purchase or of a
 * communication is also pushed to the rooms of the projects it belongs to, read from the event
 * or from the read model — without the firm's internal comments, which external callers never see.
 */
@Injectable()
export class ProjectRoomRoute implements ChangeRoute<ConsoleEvent>, OnModuleInit {
  readonly eventTypes = [...PurchaseEventTypes, ...CommunicationEventTypes];

  constructor(
    @Inject(ChangeRoutes) private readonly routes: ChangeRoutes,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  onModuleInit(): void {
    this.routes.register(this);
  }

  async deliveries(event: RecordedEvent<ConsoleEvent>, message: ChangeMessage): Promise<Delivery[]> {
    const projects = purchaseEventTypes.has(event.type)
      ? await this.projectsOfPurchaseEvent(event as RecordedEvent<PurchaseEvent>)
      : await this.projectsOfCommunicationEvent(event as RecordedEvent<CommunicationEvent>);
    const { internalComments: _internal, ...changes } = message.changes;
    return [{ rooms: projects.map((id) => recordRoom('project', id)), changes }];
  }

  private async projectsOfPurchaseEvent(event: RecordedEvent<PurchaseEvent>): Promise<string[]> {
    switch (event.type) {
      case 'PurchaseRegistered':
        return [event.data.project.id];
      case 'PurchaseDeleted':
      case 'PurchaseSubmittedForApproval':
      case 'PurchaseApprovalDecided':
        return [event.data.projectId];
      default: {
        const ref = (await findPurchaseRefs(this.db, [event.data.purchaseId])).get(event.data.purchaseId);
        return ref ? [ref.projectId] : [];
      }
    }
  }

  /**
   * The projects it is linked to now, and the one it was just taken from. A log names every link
   * the communication was created with, its purchases' projects included: nothing to look up.
   */
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
      event.type === 'CommunicationDeleted' || event.type === 'CommunicationLogged'
        ? []
        : await findCommunicationProjectIds(this.db, event.data.communicationId);
    return [...new Set([...named.filter((ref) => ref.type === 'project').map((ref) => ref.id), ...current])];
  }
}
