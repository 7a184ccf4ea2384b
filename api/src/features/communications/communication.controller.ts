import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  CommunicationLinkTypes,
  createCommunicationBodySchema,
  massCommunicationBodySchema,
  namedLinkLists,
  refsOf,
  updateCommunicationBodySchema,
  type Communication,
  type CommunicationFields,
  type SessionUser,
  counted,
  type EventStore,
} from '@dealbook/contracts';
import { findCommunicationById, loggedCommunication, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
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
import { DATABASE, EVENT_STORE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { projectsOfCaller } from '../purchases/caller-projects.js';
import { communicationDecider } from './communication.decider.js';
import { logCommunication } from './log-communication.js';
import { logMassCommunication } from './log-mass-communication.js';
import { updateCommunication } from './update-communication.js';
import { communicationSchema } from '@dealbook/contracts';
import { definedOnly, requireSameId } from '../../kernel/http/record-body.js';
import { newId } from '../../kernel/ids.js';

type CreateBody = z.output<typeof createCommunicationBodySchema>;
type UpdateBody = z.output<typeof updateCommunicationBodySchema>;
type MassBody = z.output<typeof massCommunicationBodySchema>;

const fieldsOf = (body: CreateBody): CommunicationFields => {
  const { commsType, commsDate, content, contacted, employees, outcome, action } = body;
  return { commsType, commsDate, content, contacted, employees, outcome, action };
};

/**
 * One communication (spec §7.9): ETag is the stream version; PUT and DELETE honour If-Match.
 * External callers log communications (one or a mass log) on the purchasers of their projects.
 */
@Controller('communication')
@Roles('user')
export class CommunicationController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Linking a purchase links its project and purchaser company too. */
  @Post()
  @Roles('user', 'external')
  @HttpCode(201)
  // 409: a purchaser the client rejected may not be called (issue 14).
  @ResponseDoc({ headers: ['ETag', 'Location'], errors: [400, 409], body: communicationSchema })
  async create(
    @Body(new ZodValidationPipe(createCommunicationBodySchema)) body: CreateBody,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<Communication>> {
    const communicationId = newId();
    const links = refsOf(CommunicationLinkTypes, body);
    const reach = await projectsOfCaller(this.db, user);
    const { events } = await logCommunication(
      { db: this.db, commands: this.commands },
      communicationId,
      fieldsOf(body),
      links,
      context,
      reach,
    );
    const logged = events.find((event) => event.type === 'CommunicationLogged');
    if (!logged) throw new Error(`Logging communication ${communicationId} recorded no log`);
    // Answered from the recorded event; the signed-in author's name is known without a lookup.
    const communication = await loggedCommunication(this.db, logged, [{ _id: user._id, fullName: user.fullName }]);
    return createdAnswer(communication, `/api/communication/${communicationId}`);
  }

  /** One communication per purchase; the text answer says how many were logged. */
  @Post('mass')
  @Roles('user', 'external')
  @HttpCode(201)
  @ResponseDoc({ errors: [400, 409], text: true })
  async mass(
    @Body(new ZodValidationPipe(massCommunicationBodySchema)) body: MassBody,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    const reach = await projectsOfCaller(this.db, user);
    const logged = await logMassCommunication(
      { db: this.db, store: this.store },
      body.communication,
      body.purchases,
      context,
      reach,
    );
    return textAnswer(`${counted(logged, 'communication')} logged`);
  }

  @Get(':id')
  @ResponseDoc({ headers: ['ETag'], errors: [404], body: communicationSchema })
  async get(@Param('id', uuidParam) id: string): Promise<RecordAnswer<Communication>> {
    const communication = await this.load(id);
    return recordAnswer(communication, { version: communication.version });
  }

  /** Outcome and action change together and must keep spec §4.4's rules. */
  @Put(':id')
  @ResponseDoc({ headers: ['ETag'], errors: [404, 409], saved: communicationSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateCommunicationBodySchema)) body: UpdateBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    requireSameId(body._id, id, 'communication');
    const { commsType, commsDate, content, contacted, employees, outcome, action } = body;
    const changes = definedOnly({ commsType, commsDate, content, contacted, employees, outcome, action });
    const outcomeOfCommand = await updateCommunication(
      { db: this.db, commands: this.commands },
      id,
      changes,
      namedLinkLists(CommunicationLinkTypes, body),
      context,
      expectedVersion,
    );
    return savedAnswer('Communication updated', outcomeOfCommand.version, () => this.get(id));
  }

  @Delete(':id')
  @ResponseDoc({ errors: [404, 409] })
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await this.commands.execute(communicationDecider, {
      command: { type: 'DeleteCommunication', communicationId: id },
      metadata: context,
      expectedVersion,
    });
    return textAnswer('Communication deleted');
  }

  private async load(id: string): Promise<Communication> {
    const communication = await findCommunicationById(this.db, id);
    if (!communication) throw notFound('Communication', id);
    return communication;
  }
}
