import { Controller, Delete, Get, Inject, Param, Post } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  Role,
  TeamMemberLists,
  type SessionUser,
  type TeamMember,
  type TeamMemberList,
  type User,
} from '@dealbook/contracts';
import {
  findTeamMember,
  findUserDocumentById,
  listTeamMembers,
  listUsersByRole,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { Roles, SignedIn } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { userDecider } from '../../platform/accounts/user.decider.js';
import { teamMemberSchema, userSchema } from '@dealbook/contracts';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';

const listParam = new ZodValidationPipe(
  z.enum(TeamMemberLists, { message: `list must be one of ${TeamMemberLists.join(', ')}` }),
  'list',
);

function toTeamMember(user: User): TeamMember {
  const { _id, firstName, lastName, fullName, email, photoUrl, role, companies, communications, tasks, projects } =
    user;
  return { _id, firstName, lastName, fullName, email, photoUrl, role, companies, communications, tasks, projects };
}

/** The team calls of spec §7.1, plus adding and removing one id of a member's lists. */
@Controller()
export class TeamController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Get('teammembers')
  @Roles('user')
  @ResponseDoc({ body: z.array(teamMemberSchema) })
  list(): Promise<TeamMember[]> {
    return listTeamMembers(this.db);
  }

  @Get('teammembers/:id')
  @Roles('user')
  @ResponseDoc({ body: teamMemberSchema })
  async get(@Param('id', uuidParam) id: string): Promise<TeamMember> {
    const member = await findTeamMember(this.db, id);
    if (!member) throw notFound('Team member', id);
    return member;
  }

  @Get('externalUsers')
  @Roles('manager')
  @ResponseDoc({ body: z.array(userSchema) })
  externalUsers(): Promise<User[]> {
    return listUsersByRole(this.db, Role.external);
  }

  /**
   * Manager and above for any list; the member themselves only for `tasks` and `communications`,
   * since `companies` and `projects` grant access (checked by the user decider: 403 otherwise).
   */
  @Post('teammembers/:id/:list/:itemId')
  @SignedIn()
  @ResponseDoc({ body: teamMemberSchema })
  add(
    @Param('id', uuidParam) id: string,
    @Param('list', listParam) list: TeamMemberList,
    @Param('itemId', uuidParam) itemId: string,
    @CurrentUser() actor: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<TeamMember> {
    return this.change('AddTeamMemberItem', { id, list, itemId, actor, context });
  }

  @Delete('teammembers/:id/:list/:itemId')
  @SignedIn()
  @ResponseDoc({ body: teamMemberSchema })
  remove(
    @Param('id', uuidParam) id: string,
    @Param('list', listParam) list: TeamMemberList,
    @Param('itemId', uuidParam) itemId: string,
    @CurrentUser() actor: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<TeamMember> {
    return this.change('RemoveTeamMemberItem', { id, list, itemId, actor, context });
  }

  private async change(
    type: 'AddTeamMemberItem' | 'RemoveTeamMemberItem',
    args: { id: string; list: TeamMemberList; itemId: string; actor: SessionUser; context: CommandContextValue },
  ): Promise<TeamMember> {
    const { id, list, itemId, actor, context } = args;
    // One id at a time, so concurrent adds of different ids both land.
    await this.commands.execute(userDecider, {
      command: { type, userId: id, list, itemId, actor: { userId: actor._id, role: actor.role } },
      metadata: context,
    });
    const user = await findUserDocumentById(this.db, id);
    if (!user) throw notFound('User', id);
    return toTeamMember(user);
  }
}
