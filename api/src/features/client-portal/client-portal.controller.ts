import { Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { z } from 'zod';
import {
  clientApprovalItemSchema,
  clientProjectStatusSchema,
  clientProjectSummarySchema,
  type ClientApprovalItem,
  type ClientProjectStatus,
  type ClientProjectSummary,
  type SessionUser,
} from '@dealbook/contracts';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { FixedWindowRateLimit } from '../../kernel/http/fixed-window-rate-limit.js';
import { userDecider } from '../../platform/accounts/user.decider.js';
import { ClientPortalService } from './client-portal.service.js';
import { requireClientProject } from './client-scope.js';

/** Visits a client user may record a minute, across their projects: a person opens a few. */
export const visitsPerMinute = 20;
export const tooManyVisits = `Too many visits recorded: at most ${visitsPerMinute} a minute. Try again shortly.`;

/**
 * The client portal's reads (issue 14), for client users only: their projects with what awaits
 * them, a project's status, and the items submitted to them. A project that is not theirs is
 * "not found", as one that does not exist.
 */
@Controller('client')
@Roles('client')
export class ClientPortalController {
  private readonly visits = new FixedWindowRateLimit(visitsPerMinute, 60_000);

  constructor(
    @Inject(ClientPortalService) private readonly portal: ClientPortalService,
    @Inject(Commands) private readonly commands: Commands,
  ) {}

  @Get('projects')
  @ResponseDoc({ body: z.array(clientProjectSummarySchema) })
  async projects(@CurrentUser() user: SessionUser): Promise<ClientProjectSummary[]> {
    return this.portal.projects(await this.portal.scopeOf(user));
  }

  @Get('project/:projectId/status')
  @ResponseDoc({ body: clientProjectStatusSchema })
  async status(
    @Param('projectId', uuidParam) projectId: string,
    @CurrentUser() user: SessionUser,
  ): Promise<ClientProjectStatus> {
    return this.portal.status(await this.portal.scopeOf(user), projectId);
  }

  /**
   * The client opened the project's status: "changed since your last visit" starts again now.
   * Calls within a minute of the last recorded visit are the same visit (the user decider records
   * none), and each user may call it `visitsPerMinute` times a minute (issue 39).
   */
  @Post('project/:projectId/visit')
  @HttpCode(204)
  @ResponseDoc({ errors: [429] })
  async visit(
    @Param('projectId', uuidParam) projectId: string,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<void> {
    this.visits.enforce(user._id, tooManyVisits);
    requireClientProject(await this.portal.scopeOf(user), projectId);
    // Unconditional (no If-Match): opening a page must never fail because another tab visited too.
    await this.commands.execute(userDecider, {
      command: { type: 'VisitClientProject', userId: user._id, projectId, at: new Date().toISOString() },
      metadata: context,
    });
  }

  @Get('approvals')
  @ResponseDoc({ body: z.array(clientApprovalItemSchema) })
  async approvals(@CurrentUser() user: SessionUser): Promise<ClientApprovalItem[]> {
    return this.portal.approvals(await this.portal.scopeOf(user));
  }
}
