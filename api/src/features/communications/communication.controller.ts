import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  CommunicationLinkTypes,
  communicationSchema,
  counted,
  createCommunicationBodySchema,
  massCommunicationBodySchema,
  namedLinkLists,
  refsOf,
  updateCommunicationBodySchema,
  type CommunicationFields,
  type EventStore,
  type SessionUser,
} from '@dealbook/contracts';
import { findCommunicationById, loggedCommunication, type ReadModelDatabase } from '@dealbook/projections';
import { DATABASE, EVENT_STORE } from '../../kernel/database-tokens.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { textAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { definedOnly } from '../../kernel/http/record-body.js';
import { RecordRoutes } from '../../kernel/http/record-routes.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { projectsOfCaller } from '../purchases/caller-projects.js';
import { communicationDecider } from './communication.decider.js';
import { logCommunication } from './log-communication.js';
import { logMassCommunication } from './log-mass-communication.js';
import { updateCommunication } from './update-communication.js';

type MassBody = z.output<typeof massCommunicationBodySchema>;

const fieldsOf = (body: z.output<typeof createCommunicationBodySchema>): CommunicationFields => {
  const { commsType, commsDate, content, contacted, employees, outcome, action } = body;
  return { commsType, commsDate, content, contacted, employees, outcome, action };
};

/**
 * One communication (spec §7.9): ETag is the stream version; PUT and DELETE honour If-Match.
 * External callers log communications (one or a mass log) on the purchasers of their projects.
 */
@Controller('communication')
@Roles('user')
export class CommunicationController extends RecordRoutes({
  path: 'communication',
  noun: 'Communication',
  schema: communicationSchema,
  find: findCommunicationById,
  /** Linking a purchase links its project and purchaser company too. */
  create: {
    roles: ['user', 'external'],
    // 409: a purchaser the client rejected may not be called (issue 14).
    errors: [400, 409],
    body: createCommunicationBodySchema,
    run: async (deps, id, body, context, user) => {
      const reach = await projectsOfCaller(deps.db, user);
      return logCommunication(deps, id, fieldsOf(body), refsOf(CommunicationLinkTypes, body), context, reach);
    },
    // Answered from the recorded event; the signed-in author's name is known without a lookup.
    recorded: ({ db }, { events }, user) => {
      const logged = events.find((event) => event.type === 'CommunicationLogged');
      if (!logged) throw new Error('Logging a communication recorded no log');
      return loggedCommunication(db, logged, [{ _id: user._id, fullName: user.fullName }]);
    },
  },
  get: { errors: [404] },
  /** Outcome and action change together and must keep spec §4.4's rules. */
  update: {
    errors: [404, 409],
    body: updateCommunicationBodySchema,
    run: (deps, id, body, context, expectedVersion) => {
      const { commsType, commsDate, content, contacted, employees, outcome, action } = body;
      const changes = definedOnly({ commsType, commsDate, content, contacted, employees, outcome, action });
      const links = namedLinkLists(CommunicationLinkTypes, body);
      return updateCommunication(deps, id, changes, links, context, expectedVersion);
    },
  },
  remove: {
    errors: [404, 409],
    run: (commands, communicationId, options) =>
      commands.execute(communicationDecider, { command: { type: 'DeleteCommunication', communicationId }, ...options }),
  },
}) {
  constructor(
    @Inject(Commands) commands: Commands,
    @Inject(DATABASE) db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {
    super(commands, db);
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
}
