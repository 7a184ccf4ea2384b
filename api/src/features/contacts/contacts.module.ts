import { Module } from '@nestjs/common';
import { ContactLinksController } from './contact-links.controller.js';
import { ContactController } from './contact.controller.js';
import { ContactsController } from './contacts.controller.js';

/**
 * Contacts end to end: the §7.4 routes and the company-link routes over the contact decider and
 * read model.
 */
@Module({
  controllers: [ContactsController, ContactController, ContactLinksController],
})
export class ContactsModule {}
