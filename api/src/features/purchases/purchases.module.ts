import { Module } from '@nestjs/common';
import { ClientPurchaseController } from './client-purchase.controller.js';
import { ProjectPurchasersController } from './project-purchasers.controller.js';
import { ProjectRoomRoute } from './project-room.route.js';
import { PurchaseApprovalsController } from './purchase-approvals.controller.js';
import { PurchaseController } from './purchase.controller.js';
import { PurchasesController } from './purchases.controller.js';

/**
 * Potential purchasers end to end: the §7.7 routes, a project's purchasers at a stage (§7.6), the
 * purchase decider, the client's approval of purchasers (issue 14), and the pushes of purchase and
 * communication changes to their project's room (the callers' console).
 */
@Module({
  controllers: [
    PurchasesController,
    PurchaseController,
    ProjectPurchasersController,
    PurchaseApprovalsController,
    ClientPurchaseController,
  ],
  providers: [ProjectRoomRoute],
})
export class PurchasesModule {}
