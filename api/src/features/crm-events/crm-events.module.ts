import { Module } from '@nestjs/common';
import { EventAttendeesExportController } from './event-attendees-export.controller.js';
import { EventAttendeesController } from './event-attendees.controller.js';
import { EventController } from './event.controller.js';
import { EventsController } from './events.controller.js';

/** Events management (spec §3.4, §7.5): CrmEvent records and their attendees. */
@Module({
  controllers: [EventsController, EventController, EventAttendeesController, EventAttendeesExportController],
  providers: [],
})
export class CrmEventsModule {}
