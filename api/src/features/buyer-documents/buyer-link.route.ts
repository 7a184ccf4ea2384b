import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { BuyerLinkEventTypes, recordRoom, type BuyerLinkEvent, type RecordedEvent } from '@dealbook/contracts';
import { findPurchaseRefs, type ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ChangeRoutes, type ChangeRoute, type Delivery } from '../../platform/realtime/change-routes.js';

/**
 * A link's events reach no room of their own: the deal team hears "this purchaser changed" in
 * the purchase's and its project's rooms, without the recipient's name, address or document (an
 * external caller in the project's room learns only that the purchaser moved, as for any edit).
 */
@Injectable()
export class BuyerLinkRoute implements ChangeRoute<BuyerLinkEvent>, OnModuleInit {
  readonly eventTypes = BuyerLinkEventTypes;

  constructor(
    @Inject(ChangeRoutes) private readonly routes: ChangeRoutes,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  onModuleInit(): void {
    this.routes.register(this);
  }

  isPrivate(): boolean {
    return true;
  }

  async deliveries(event: RecordedEvent<BuyerLinkEvent>): Promise<Delivery[]> {
    const { purchaseId } = event.data;
    const projectId =
      event.type === 'BuyerDocumentsSent'
        ? event.data.projectId
        : (await findPurchaseRefs(this.db, [purchaseId])).get(purchaseId)?.projectId;
    const rooms = [recordRoom('purchase', purchaseId), ...(projectId ? [recordRoom('project', projectId)] : [])];
    return [{ rooms, changes: {}, about: { type: 'purchase', id: purchaseId } }];
  }
}
