import { Module } from '@nestjs/common';
import { ClientPortalController } from './client-portal.controller.js';
import { ClientPortalService } from './client-portal.service.js';
import { ClientRoomRoute } from './client-room.route.js';
import { OverdueApprovalsController } from './overdue-approvals.controller.js';

/** The client portal (issue 14): its reads, the client's visits, its socket room, overdue approvals. */
@Module({
  controllers: [ClientPortalController, OverdueApprovalsController],
  providers: [ClientPortalService, ClientRoomRoute],
})
export class ClientPortalModule {}
