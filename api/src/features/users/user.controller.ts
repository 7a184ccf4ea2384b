import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  createUserBodySchema,
  hasRole,
  recentlyViewedBodySchema,
  recentlyViewedLink,
  updateUserBodySchema,
  type RecentlyViewedItem,
  type SessionUser,
  type User,
} from '@dealbook/contracts';
import { findUserDocumentById, type ReadModelDatabase } from '@dealbook/projections';
import { Roles, SignedIn } from '../../kernel/http/access-rule.decorator.js';
import { AuthenticationCache } from '../../platform/auth/authentication-cache.js';
import { CredentialsService } from '../../platform/auth/credentials.service.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { DomainError, notFound } from '../../kernel/errors/domain-error.js';
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
import { FixedWindowRateLimit } from '../../kernel/http/fixed-window-rate-limit.js';
import { deleteUser } from '../../platform/accounts/delete-user.js';
import { registerUser } from '../../platform/accounts/register-user.js';
import { updateUser } from '../../platform/accounts/update-user.js';
import { userDecider } from '../../platform/accounts/user.decider.js';
import { userAsSeenBy } from './user-view.js';
import { recentlyViewedItemSchema, userSchema } from '@dealbook/contracts';
import { requireSameId } from '../../kernel/http/record-body.js';
import { newId } from '../../kernel/ids.js';

type CreateBody = z.output<typeof createUserBodySchema>;
type UpdateBody = z.output<typeof updateUserBodySchema>;
type ViewedBody = z.output<typeof recentlyViewedBodySchema>;

/** Records a person may open a minute: generous for reading, a wall for a script (issue 39). */
export const viewsPerMinute = 120;

export const messages = {
  readOthers: 'You can only read your own user',
  viewOthers: 'You can only record what you viewed yourself',
  tooManyViews: `Too many records viewed: at most ${viewsPerMinute} a minute are recorded. Try again shortly.`,
};

/** One user (spec §7.1): ETag is the stream version; PUT and DELETE honour If-Match. */
@Controller('user')
export class UserController {
  private readonly views = new FixedWindowRateLimit(viewsPerMinute, 60_000);

  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(CredentialsService) private readonly credentials: CredentialsService,
    @Inject(AuthenticationCache) private readonly signIns: AuthenticationCache,
  ) {}

  /** Without a password the user signs in by single sign-on (or is invited through the directory). */
  @Post()
  @Roles('admin')
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], errors: [409], body: userSchema })
  async create(
    @Body(new ZodValidationPipe(createUserBodySchema)) body: CreateBody,
    @CurrentUser() actor: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<User>> {
    const { password, ...fields } = body;
    if (fields.role > actor.role) {
      throw new DomainError('forbidden', 'You cannot give a role above your own');
    }
    const userId = newId();
    await registerUser({ db: this.db, commands: this.commands }, { type: 'RegisterUser', userId, ...fields }, context);
    if (password !== undefined) await this.credentials.setPassword(userId, password);
    const user = await this.load(userId);
    return createdAnswer(user, `/api/user/${userId}`);
  }

  @Get(':id')
  @SignedIn()
  @ResponseDoc({ headers: ['ETag'], errors: [403], body: userSchema })
  async get(@Param('id', uuidParam) id: string, @CurrentUser() actor: SessionUser): Promise<RecordAnswer<User>> {
    const user = await this.load(id);
    if (id !== actor._id && !hasRole(actor.role, 'user')) throw new DomainError('forbidden', messages.readOthers);
    return recordAnswer(userAsSeenBy(actor, user), { version: user.version });
  }

  @Put(':id')
  @SignedIn()
  @ResponseDoc({ headers: ['ETag'], errors: [409], saved: userSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateUserBodySchema)) body: UpdateBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CurrentUser() actor: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    const { userSettings, companies, communications, tasks, projects, _id, email } = body;
    requireSameId(_id, id, 'user');
    const { firstName, lastName, displayName, photoUrl, role, isActive, isTeamMember, isExternalUser } = body;
    const changes = { firstName, lastName, displayName, photoUrl, role, isActive, isTeamMember, isExternalUser };
    const outcome = await updateUser(
      { db: this.db, commands: this.commands },
      {
        userId: id,
        actor: { userId: actor._id, role: actor.role },
        changes: { ...changes, navbarPinned: userSettings?.navbarPinned },
        lists: { companies, communications, tasks, projects },
        email,
      },
      context,
      expectedVersion,
    );
    // Every instance forgets the user's sign-ins when the database announces the change; this
    // one forgets them before it answers, so the next request already sees the new role.
    if (outcome.events.length > 0) this.signIns.forgetUser(id);
    return savedAnswer('User updated', outcome.version, () => this.get(id, actor));
  }

  @Delete(':id')
  @Roles('admin')
  @ResponseDoc({ errors: [409] })
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CurrentUser() actor: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await deleteUser(
      { db: this.db, commands: this.commands },
      id,
      { userId: actor._id, role: actor.role },
      context,
      expectedVersion,
    );
    this.signIns.forgetUser(id);
    return textAnswer('User deleted');
  }

  /** Spec §4.2 with the cap of 10 applied; the user's other tabs hear of it on `user:<id>`. */
  @Post(':id/recently-viewed')
  @SignedIn()
  @HttpCode(200)
  @ResponseDoc({ body: z.array(recentlyViewedItemSchema), errors: [429] })
  async recordViewed(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(recentlyViewedBodySchema)) body: ViewedBody,
    @CurrentUser() actor: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecentlyViewedItem[]> {
    if (id !== actor._id) throw new DomainError('forbidden', messages.viewOthers);
    // Each view of a record not on top of the list is an event: a loop must not grow the log.
    this.views.enforce(actor._id, messages.tooManyViews);
    const item: RecentlyViewedItem = { ...body, link: recentlyViewedLink(body.type, body.objectId) };
    // Unconditional (no If-Match): viewing a record must never fail because another tab saved.
    await this.commands.execute(userDecider, {
      command: { type: 'ViewRecord', userId: id, actor: { userId: actor._id, role: actor.role }, item },
      metadata: context,
    });
    return (await this.load(id)).userSettings.recentlyViewedItems;
  }

  private async load(id: string): Promise<User> {
    const user = await findUserDocumentById(this.db, id);
    if (!user) throw notFound('User', id);
    return user;
  }
}
