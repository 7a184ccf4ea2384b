import { Controller, Get, Param } from '@nestjs/common';
import {
  CrmEventFieldNames,
  createCrmEventBodySchema,
  crmEventSchema,
  eventAttendeeDetailSchema,
  updateCrmEventBodySchema,
  type CrmEventFields,
  type EventAttendeeDetail,
} from '@dealbook/contracts';
import { findCrmEventById } from '@dealbook/projections';
import { z } from 'zod';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { recordAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { namedFields } from '../../kernel/http/record-body.js';
import { RecordRoutes } from '../../kernel/http/record-routes.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { assertContactsExist, attendeeDetails } from './attendee-contacts.js';
import { crmEventDecider } from './crm-event.decider.js';

/** One event (spec §7.7) and its attendees: ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('event')
@Roles('user')
export class EventController extends RecordRoutes({
  path: 'event',
  noun: 'Event',
  schema: crmEventSchema,
  find: findCrmEventById,
  create: {
    body: createCrmEventBodySchema,
    run: async ({ db, commands }, eventId, { attendees, ...fields }, context) => {
      await assertContactsExist(
        db,
        attendees.map((a) => a.attendee),
      );
      // The id was drawn for this event: a new stream, nothing to read (version 0 guards it).
      return commands.execute(crmEventDecider, {
        command: { type: 'ScheduleCrmEvent', eventId, fields, attendees },
        metadata: context,
        expectedVersion: 0,
      });
    },
  },
  update: {
    body: updateCrmEventBodySchema,
    run: async ({ db, commands }, eventId, body, context, expectedVersion) => {
      const { attendees } = body;
      if (attendees) {
        await assertContactsExist(
          db,
          attendees.map((a) => a.attendee),
        );
      }
      return commands.execute(crmEventDecider, {
        command: {
          type: 'UpdateCrmEvent',
          eventId,
          changes: namedFields<CrmEventFields>(body, CrmEventFieldNames),
          ...(attendees ? { attendees } : {}),
        },
        metadata: context,
        expectedVersion,
      });
    },
  },
  remove: {
    run: (commands, eventId, options) =>
      commands.execute(crmEventDecider, { command: { type: 'DeleteCrmEvent', eventId }, ...options }),
  },
}) {
  @Get('attendees/:id')
  @ResponseDoc({ headers: ['ETag'], body: z.array(eventAttendeeDetailSchema) })
  async attendees(@Param('id', uuidParam) id: string): Promise<RecordAnswer<EventAttendeeDetail[]>> {
    const event = await this.load(id);
    return recordAnswer(await attendeeDetails(this.db, event), { version: event.version });
  }
}
