import { Body, Controller, Delete, Headers, HttpCode, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import {
  changeAttendeeBodySchema,
  inviteAttendeeBodySchema,
  type ChangeAttendeeBody,
  type CrmEvent,
  type EventAttendee,
} from '@dealbook/contracts';
import { findCrmEventById, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../auth/access-rule.decorator.js';
import { notFound } from '../common/errors/domain-error.js';
import { CommandContext, type CommandContextValue } from '../common/http/command-context.decorator.js';
import { etagFor, parseIfMatch } from '../common/http/if-match.js';
import { uuidParam } from '../common/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { DATABASE } from '../infra/database/tokens.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';
import { assertContactsExist } from './attendee-contacts.js';
import { ChangeAttendeeCommand } from './change-attendee.handler.js';
import { InviteAttendeeCommand } from './invite-attendee.handler.js';
import { RemoveAttendeeCommand } from './remove-attendee.handler.js';
import { crmEventSchema } from '@dealbook/contracts';

/**
 * Additive routes for the attendee grid: one attendee at a time, so two people working down the
 * same list do not overwrite each other's rows (each change is its own domain event).
 */
@Controller('event/:id/attendees')
@Roles('user')
export class EventAttendeesController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post()
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag'], body: crmEventSchema })
  async invite(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(inviteAttendeeBodySchema)) attendee: EventAttendee,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CrmEvent> {
    await assertContactsExist(this.db, [attendee.attendee]);
    await this.commandBus.execute(new InviteAttendeeCommand({ eventId: id, attendee }, context, parseIfMatch(ifMatch)));
    const event = await findCrmEventById(this.db, id);
    if (!event) throw notFound('Event', id);
    res.setHeader('ETag', etagFor(event.version));
    return event;
  }

  @Put(':contactId')
  @ResponseDoc({ headers: ['ETag'] })
  async change(
    @Param('id', uuidParam) id: string,
    @Param('contactId', uuidParam) contactId: string,
    @Body(new ZodValidationPipe(changeAttendeeBodySchema)) body: ChangeAttendeeBody,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const outcome = await this.commandBus.execute(
      new ChangeAttendeeCommand({ eventId: id, attendee: contactId, ...body }, context, parseIfMatch(ifMatch)),
    );
    res.setHeader('ETag', etagFor(outcome.version));
    res.type('text/plain');
    return 'Attendee updated';
  }

  @Delete(':contactId')
  @ResponseDoc({ headers: ['ETag'] })
  async remove(
    @Param('id', uuidParam) id: string,
    @Param('contactId', uuidParam) contactId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const outcome = await this.commandBus.execute(
      new RemoveAttendeeCommand({ eventId: id, attendee: contactId }, context, parseIfMatch(ifMatch)),
    );
    res.setHeader('ETag', etagFor(outcome.version));
    res.type('text/plain');
    return 'Attendee removed';
  }
}
