import { Module } from '@nestjs/common';
import { AddContactReferralHandler } from './add-contact-referral.handler.js';
import { ContactLinksController } from './contact-links.controller.js';
import { ContactController } from './contact.controller.js';
import { ContactsController } from './contacts.controller.js';
import { LinkContactToCompanyHandler } from './link-contact-to-company.handler.js';
import { RegisterContactHandler } from './register-contact.handler.js';
import { UpdateContactHandler } from './update-contact.handler.js';

/**
 * Contacts end to end: the §7.4 routes and the company-link routes over the contact decider and
 * read model. The command bus comes from the app's global CqrsModule.forRoot().
 */
@Module({
  controllers: [ContactsController, ContactController, ContactLinksController],
  providers: [RegisterContactHandler, UpdateContactHandler, LinkContactToCompanyHandler, AddContactReferralHandler],
})
export class ContactsModule {}
