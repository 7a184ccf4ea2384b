import { Module } from '@nestjs/common';
import { DirectoryModule } from '../../integrations/directory/directory.module.js';
import { BuyerLinkController } from './buyer-link.controller.js';
import { BuyerLinkRoute } from './buyer-link.route.js';
import { ProjectBuyerEngagementController } from './project-buyer-engagement.controller.js';
import { PurchaseDocumentsController } from './purchase-documents.controller.js';

/** Buyer documents (issue 38): the deal team's sending and links, the buyer's pages, their pushes. */
@Module({
  imports: [DirectoryModule],
  controllers: [PurchaseDocumentsController, ProjectBuyerEngagementController, BuyerLinkController],
  providers: [BuyerLinkRoute],
})
export class BuyerDocumentsModule {}
