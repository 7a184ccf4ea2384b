import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  createCrmEventBodySchema,
  CrmEventFieldNames,
  updateCrmEventBodySchema,
  type CrmEvent,
  type CrmEventFields,
  type EventAttendee,
  type EventAttendeeDetail,
  type UpdateCrmEventBody,
} from '@dealbook/contracts';
import { findCrmEventById, type ReadModelDatabase } from '@dealbook/projections';
import { z } from 'zod';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ExpectedVersion } from '../../kernel/http/if-match.js';
import {
  createdAnswer,
  recordAnswer,
  savedAnswer,
  textAnswer,
  type RecordAnswer,
} from '../../kernel/http/record-answer.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { assertContactsExist, attendeeDetails } from './attendee-contacts.js';
import { crmEventDecider } from './crm-event.decider.js';
import { crmEventSchema, eventAttendeeDetailSchema } from '@dealbook/contracts';
import { requireSameId } from '../../kernel/http/record-body.js';
import { newId } from '../../kernel/ids.js';

type CreateBody = z.output<typeof createCrmEventBodySchema>;

/** One event (spec §7.5): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('event')
@Roles('user')
export class EventController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], body: crmEventSchema })
  async create(
    @Body(new ZodValidationPipe(createCrmEventBodySchema)) body: CreateBody,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<CrmEvent>> {
    const { attendees, ...fields } = body;
    await assertContactsExist(
      this.db,
      attendees.map((a) => a.attendee),
    );
    const eventId = newId();
    // The id was drawn for this event: a new stream, nothing to read (version 0 guards it).
    await this.commands.execute(crmEventDecider, {
      command: { type: 'ScheduleCrmEvent', eventId, fields, attendees },
      metadata: context,
      expectedVersion: 0,
    });
    const event = await this.load(eventId);
    return createdAnswer(event, `/api/event/${eventId}`);
  }

  @Get('attendees/:id')
  @ResponseDoc({ headers: ['ETag'], body: z.array(eventAttendeeDetailSchema) })
  async attendees(@Param('id', uuidParam) id: string): Promise<RecordAnswer<EventAttendeeDetail[]>> {
    const event = await this.load(id);
    return recordAnswer(await attendeeDetails(this.db, event), { version: event.version });
  }

  @Get(':id')
  @ResponseDoc({ headers: ['ETag'], body: crmEventSchema })
  async get(@Param('id', uuidParam) id: string): Promise<RecordAnswer<CrmEvent>> {
    const event = await this.load(id);
    return recordAnswer(event, { version: event.version });
  }

  @Put(':id')
  @ResponseDoc({ headers: ['ETag'], saved: crmEventSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateCrmEventBodySchema)) body: UpdateCrmEventBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    requireSameId(body._id, id, 'event');
    const attendees: EventAttendee[] | undefined = body.attendees;
    if (attendees) {
      await assertContactsExist(
        this.db,
        attendees.map((a) => a.attendee),
      );
    }
    const outcome = await this.commands.execute(crmEventDecider, {
      command: {
        type: 'UpdateCrmEvent',
        eventId: id,
        changes: editableFields(body),
        ...(attendees ? { attendees } : {}),
      },
      metadata: context,
      expectedVersion,
    });
    return savedAnswer('Event updated', outcome.version, () => this.get(id));
  }

  @Delete(':id')
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await this.commands.execute(crmEventDecider, {
      command: { type: 'DeleteCrmEvent', eventId: id },
      metadata: context,
      expectedVersion,
    });
    return textAnswer('Event deleted');
  }

  private async load(id: string): Promise<CrmEvent> {
    const event = await findCrmEventById(this.db, id);
    if (!event) throw notFound('Event', id);
    return event;
  }
}

function editableFields(body: UpdateCrmEventBody): Partial<CrmEventFields> {
  const changes: Record<string, unknown> = {};
  for (const name of CrmEventFieldNames) if (body[name] !== undefined) changes[name] = body[name];
  return changes as Partial<CrmEventFields>;
}
