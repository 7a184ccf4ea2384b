import { Module } from '@nestjs/common';
import { ChangeAttendeeHandler } from './change-attendee.handler.js';
import { DeleteCrmEventHandler } from './delete-crm-event.handler.js';
import { EventAttendeesExportController } from './event-attendees-export.controller.js';
import { EventAttendeesController } from './event-attendees.controller.js';
import { EventController } from './event.controller.js';
import { EventsController } from './events.controller.js';
import { InviteAttendeeHandler } from './invite-attendee.handler.js';
import { RemoveAttendeeHandler } from './remove-attendee.handler.js';
import { ScheduleCrmEventHandler } from './schedule-crm-event.handler.js';
import { UpdateCrmEventHandler } from './update-crm-event.handler.js';

/** Events management (spec §3.4, §7.5): CrmEvent records and their attendees. */
@Module({
  controllers: [EventsController, EventController, EventAttendeesController, EventAttendeesExportController],
  providers: [
    ScheduleCrmEventHandler,
    UpdateCrmEventHandler,
    InviteAttendeeHandler,
    ChangeAttendeeHandler,
    RemoveAttendeeHandler,
    DeleteCrmEventHandler,
  ],
})
export class CrmEventsModule {}
