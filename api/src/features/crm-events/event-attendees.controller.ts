import { Body, Controller, Delete, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  changeAttendeeBodySchema,
  inviteAttendeeBodySchema,
  type ChangeAttendeeBody,
  type CrmEvent,
  type EventAttendee,
} from '@dealbook/contracts';
import { findCrmEventById, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ExpectedVersion } from '../../kernel/http/if-match.js';
import { recordAnswer, savedAnswer, textAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { assertContactsExist } from './attendee-contacts.js';
import { crmEventDecider } from './crm-event.decider.js';
import { crmEventSchema } from '@dealbook/contracts';

/**
 * Additive routes for the attendee grid: one attendee at a time, so two people working down the
 * same list do not overwrite each other's rows (each change is its own domain event).
 */
@Controller('event/:id/attendees')
@Roles('user')
export class EventAttendeesController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag'], body: crmEventSchema })
  async invite(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(inviteAttendeeBodySchema)) attendee: EventAttendee,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<CrmEvent>> {
    await assertContactsExist(this.db, [attendee.attendee]);
    await this.commands.execute(crmEventDecider, {
      command: { type: 'InviteAttendee', eventId: id, attendee },
      metadata: context,
      expectedVersion,
    });
    return this.event(id);
  }

  @Put(':contactId')
  @ResponseDoc({ headers: ['ETag'], saved: crmEventSchema })
  async change(
    @Param('id', uuidParam) id: string,
    @Param('contactId', uuidParam) contactId: string,
    @Body(new ZodValidationPipe(changeAttendeeBodySchema)) body: ChangeAttendeeBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    const outcome = await this.commands.execute(crmEventDecider, {
      command: { type: 'ChangeAttendee', eventId: id, attendee: contactId, ...body },
      metadata: context,
      expectedVersion,
    });
    return savedAnswer('Attendee updated', outcome.version, () => this.event(id));
  }

  @Delete(':contactId')
  @ResponseDoc({ headers: ['ETag'] })
  async remove(
    @Param('id', uuidParam) id: string,
    @Param('contactId', uuidParam) contactId: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    const outcome = await this.commands.execute(crmEventDecider, {
      command: { type: 'RemoveAttendee', eventId: id, attendee: contactId },
      metadata: context,
      expectedVersion,
    });
    return textAnswer('Attendee removed', outcome.version);
  }

  /** The event as GET /api/event/{id} answers it. */
  private async event(id: string): Promise<RecordAnswer<CrmEvent>> {
    const event = await findCrmEventById(this.db, id);
    if (!event) throw notFound('Event', id);
    return recordAnswer(event, { version: event.version });
  }
}
