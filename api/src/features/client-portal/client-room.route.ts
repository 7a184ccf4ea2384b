import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  AttachmentEventTypes,
  clientRoom,
  PaymentEventTypes,
  ProjectEventTypes,
  PurchaseEventTypes,
  type AttachmentEvent,
  type ChangeMessage,
  type PaymentEvent,
  type ProjectEvent,
  type PurchaseEvent,
  type RecordedEvent,
} from '@dealbook/contracts';
import {
  findPaymentsByIds,
  findProjectClientIds,
  findPurchaseRefs,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ChangeRoutes, type ChangeRoute, type Delivery } from '../../platform/realtime/change-routes.js';

type PortalEvent = ProjectEvent | PurchaseEvent | AttachmentEvent | PaymentEvent;

/** The project fields a client reads on the portal: its status in their words, nothing else. */
const clientProjectFields = ['status', 'opportunityStatus', 'dealStatus', 'isDeal'];
/** Purchaser events that move the milestone counts a client sees (never which purchaser). */
const milestoneEvents: ReadonlySet<string> = new Set([
  'PurchaseRegistered',
  'PurchaseStageChanged',
  'PurchaseNdaSent',
  'PurchaseNdaSigned',
  'PurchaseImSent',
  'PurchaseMilestoneCleared',
  'PurchaseDeleted',
]);
const reviewEvents: ReadonlySet<string> = new Set([
  'PurchaseSubmittedForApproval',
  'PurchaseApprovalDecided',
  'AttachmentClientReviewChanged',
  'AttachmentApprovalDecided',
  'AttachmentResubmitted',
]);
const projectTypes: ReadonlySet<string> = new Set(ProjectEventTypes);
const purchaseTypes: ReadonlySet<string> = new Set(PurchaseEventTypes);
const paymentTypes: ReadonlySet<string> = new Set(PaymentEventTypes);

/**
 * The client portal's pushes (DESIGN §6, issue 14): each change a client may see reaches the room
 * of the project's client company, `client:<companyId>`, redacted to what the portal shows:
 * - a status change of the project, with only its status fields;
 * - a submission, decision or resubmission of a purchaser or document, with only its review;
 * - anything else that moves the status page (a milestone tick, a payment) as "the project
 *   changed", without the internal record's id or fields.
 * Internal edits (comments, priority, notes, calls) never reach the room.
 */
@Injectable()
export class ClientRoomRoute implements ChangeRoute<PortalEvent>, OnModuleInit {
  readonly eventTypes = [...ProjectEventTypes, ...PurchaseEventTypes, ...AttachmentEventTypes, ...PaymentEventTypes];

  constructor(
    @Inject(ChangeRoutes) private readonly routes: ChangeRoutes,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  onModuleInit(): void {
    this.routes.register(this);
  }

  async deliveries(event: RecordedEvent<PortalEvent>, message: ChangeMessage): Promise<Delivery[]> {
    if (reviewEvents.has(event.type)) {
      const { projectId } = event.data as { projectId: string };
      const { clientReview } = message.changes;
      return this.toClientsOf([projectId], { changes: clientReview ? { clientReview } : {} });
    }
    if (projectTypes.has(event.type)) {
      return this.projectDeliveries(event as RecordedEvent<ProjectEvent>, message);
    }
    if (purchaseTypes.has(event.type)) {
      if (!milestoneEvents.has(event.type)) return [];
      const projectId = await this.projectOfPurchaseEvent(event as RecordedEvent<PurchaseEvent>);
      return projectId ? this.toClientsOf([projectId], nudge(projectId)) : [];
    }
    if (paymentTypes.has(event.type)) {
      const paymentId = (event.data as { paymentId: string }).paymentId;
      const [payment] = await findPaymentsByIds(this.db, [paymentId]);
      const linked = event as RecordedEvent<PaymentEvent>;
      const projects = [
        ...(payment?.projects ?? []),
        ...(linked.type === 'PaymentUnlinked' && linked.data.from.type === 'project' ? [linked.data.from.id] : []),
      ];
      return (await Promise.all(projects.map((id) => this.toClientsOf([id], nudge(id))))).flat();
    }
    return [];
  }

  private async projectDeliveries(event: RecordedEvent<ProjectEvent>, message: ChangeMessage): Promise<Delivery[]> {
    const projectId = event.data.projectId;
    if (event.type === 'ProjectClientChanged') {
      // The old client's portal loses the project, the new one's gains it.
      return [{ rooms: [clientRoom(event.data.from.id), clientRoom(event.data.to.id)], changes: {} }];
    }
    if (event.type === 'ProjectRegistered') return [{ rooms: [clientRoom(event.data.fields.client)], changes: {} }];
    const changes = Object.fromEntries(
      Object.entries(message.changes).filter(([field]) => clientProjectFields.includes(field)),
    );
    if (Object.keys(changes).length === 0 && message.op !== 'deleted') return [];
    return this.toClientsOf([projectId], { changes });
  }

  private async projectOfPurchaseEvent(event: RecordedEvent<PurchaseEvent>): Promise<string | undefined> {
    switch (event.type) {
      case 'PurchaseRegistered':
        return event.data.project.id;
      case 'PurchaseDeleted':
        return event.data.projectId;
      default:
        return (await findPurchaseRefs(this.db, [event.data.purchaseId])).get(event.data.purchaseId)?.projectId;
    }
  }

  private async toClientsOf(projectIds: string[], delivery: Omit<Delivery, 'rooms'>): Promise<Delivery[]> {
    const clients = await findProjectClientIds(this.db, projectIds);
    const rooms = [...new Set(clients.values())].map(clientRoom);
    return rooms.length === 0 ? [] : [{ rooms, ...delivery }];
  }
}

/** "Your project changed": what the status page needs to refetch, and nothing more. */
const nudge = (projectId: string): Omit<Delivery, 'rooms'> => ({
  changes: {},
  about: { type: 'project', id: projectId },
});
