import { Module } from '@nestjs/common';
import { ClientPortalController } from './client-portal.controller.js';
import { ClientPortalService } from './client-portal.service.js';
import { ClientRoomRoute } from './client-room.route.js';
import { OverdueApprovalsController } from './overdue-approvals.controller.js';
import { VisitClientProjectHandler } from './visit-client-project.handler.js';

/** The client portal (issue 14): its reads, the client's visits, its socket room, overdue approvals. */
@Module({
  controllers: [ClientPortalController, OverdueApprovalsController],
  providers: [ClientPortalService, VisitClientProjectHandler, ClientRoomRoute],
})
export class ClientPortalModule {}
