import { Body, Controller, Get, Inject, Param, Put, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  callerBoardSchema,
  callerTargetsSchema,
  communicationSchema,
  hasRole,
  myDaySchema,
  noTargets,
  pipelineSchema,
  setCallerTargetsSchema,
  type CallerBoard,
  type CallerTargets,
  type Communication,
  type MyDay,
  type Pipeline,
  type SessionUser,
} from '@dealbook/contracts';
import {
  addDays,
  boardSpans,
  countNdasSent,
  dayIn,
  findCallbacksDue,
  findCallDays,
  findCallerRows,
  findChangesSince,
  findCommunicationsByIds,
  findDrillDownCallIds,
  findExternalCallers,
  findMilestoneCounts,
  findMyProjectStages,
  findMyTasks,
  findPipeline,
  findTargets,
  findTeamCallers,
  monthOf,
  weekOf,
  type BoardCaller,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { requireReadableUser } from '../communications/caller-stats-query.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import {
  drillDownQuerySchema,
  myDayQuerySchema,
  noKeysSchema,
  parseDrillDownQuery,
  type DrillDownQuery,
  parseMyDayQuery,
  parsePeriodQuery,
  periodQuerySchema,
  requireNoQuery,
} from './dashboard-query.js';
import { userDecider } from '../../platform/accounts/user.decider.js';

const MyDayDays = 14;

/**
 * The dashboards of issue 12, counted in the firm's one time zone from the dashboard read models:
 * my day (staff and external callers, theirs only), the team and the external callers (leaderboards),
 * the pipeline, and the calls behind any figure. Targets are set here too.
 */
@Controller()
export class DashboardController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(Commands) private readonly commands: Commands,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private today(now: Date): string {
    return dayIn(this.config.firmTimeZone, now);
  }

  @Get('dashboard/my-day')
  @Roles('user', 'external')
  @ResponseDoc({ body: myDaySchema, query: myDayQuerySchema })
  async myDay(@CurrentUser() user: SessionUser, @Query() query: unknown): Promise<MyDay> {
    const now = new Date();
    const since = parseMyDayQuery(query, now);
    const staff = hasRole(user.role, 'user');
    const today = this.today(now);
    const dayRange = { from: addDays(today, -(MyDayDays - 1)), to: today };
    const week = weekOf(today);
    const [targets, days, ndasThisMonth, callbacks, tasks, milestonesThisWeek, projects, changes] = await Promise.all([
      findTargets(this.db, [user._id]),
      findCallDays(this.db, [user._id], dayRange),
      countNdasSent(this.db, user._id, monthOf(today)),
      findCallbacksDue(this.db, user._id, user.role),
      findMyTasks(this.db, user._id, now),
      findMilestoneCounts(this.db, user._id, user.role, week),
      findMyProjectStages(this.db, user._id, user.role, now),
      // Record histories are for staff (as /api/history is): an external caller's list stays empty.
      staff ? findChangesSince(this.db, user._id, since) : [],
    ]);
    return {
      userId: user._id,
      timeZone: this.config.firmTimeZone,
      today,
      targets: targets.get(user._id) ?? noTargets,
      callsToday: days.filter((point) => point.date === today).reduce((sum, point) => sum + point.count, 0),
      ndasThisMonth,
      days,
      dayRange,
      callbacks,
      tasks,
      milestonesThisWeek,
      weekRange: week,
      projects,
      changesSince: since.toISOString(),
      changes,
    };
  }

  @Get('dashboard/team')
  @Roles('manager')
  @ResponseDoc({ body: callerBoardSchema, query: periodQuerySchema })
  async team(@Query() query: unknown): Promise<CallerBoard> {
    return this.board(parsePeriodQuery(query), await findTeamCallers(this.db));
  }

  @Get('dashboard/external-callers')
  @Roles('superadmin')
  @ResponseDoc({ body: callerBoardSchema, query: periodQuerySchema })
  async externalCallers(@Query() query: unknown): Promise<CallerBoard> {
    return this.board(parsePeriodQuery(query), await findExternalCallers(this.db));
  }

  private async board(period: CallerBoard['period'], callers: BoardCaller[]): Promise<CallerBoard> {
    const spans = boardSpans(period, this.today(new Date()));
    const ids = callers.map((caller) => caller.userId);
    const [rows, daily] = await Promise.all([
      findCallerRows(this.db, callers, spans.range, spans.previous),
      findCallDays(this.db, ids, spans.daily),
    ]);
    return {
      period,
      timeZone: this.config.firmTimeZone,
      range: spans.range,
      previousRange: spans.previous,
      callers: rows,
      daily,
      dailyRange: spans.daily,
    };
  }

  @Get('dashboard/pipeline')
  @Roles('manager')
  @ResponseDoc({ body: pipelineSchema, query: noKeysSchema })
  pipeline(@Query() query: unknown): Promise<Pipeline> {
    requireNoQuery(query);
    return findPipeline(this.db, new Date());
  }

  /**
   * The calls a figure counts: one person's (an external caller only their own; anybody else is
   * "not found") or a whole board's (the team's for managers, the external callers' for superadmins).
   */
  @Get('dashboard/calls')
  @Roles('user', 'external')
  @ResponseDoc({
    errors: [404],
    body: z.object({ rows: z.array(communicationSchema), total: z.number().int() }),
    query: drillDownQuerySchema,
  })
  async calls(
    @CurrentUser() user: SessionUser,
    @Query() query: unknown,
  ): Promise<{ rows: Communication[]; total: number }> {
    const { callerIds, ...drillDown } = await this.callersOf(parseDrillDownQuery(query), user);
    const { ids, total } = await findDrillDownCallIds(this.db, { ...drillDown, callerIds });
    return { rows: await findCommunicationsByIds(this.db, ids), total };
  }

  /** Whose calls a drill-down lists: one readable person's, or a whole board's for those who see the board. */
  private async callersOf(query: DrillDownQuery, user: SessionUser) {
    if ('caller' in query) {
      const { caller, ...rest } = query;
      await requireReadableUser(this.db, user, caller);
      return { ...rest, callerIds: [caller] };
    }
    const { board, ...rest } = query;
    const required = board === 'team' ? 'manager' : 'superadmin';
    if (!hasRole(user.role, required)) {
      throw new DomainError('forbidden', `Only a ${required} or above may list the calls of the ${board} board`);
    }
    const callers = board === 'team' ? await findTeamCallers(this.db) : await findExternalCallers(this.db);
    return { ...rest, callerIds: callers.map((caller) => caller.userId) };
  }

  @Put('user/:id/targets')
  @Roles('manager')
  @ResponseDoc({ errors: [404], body: callerTargetsSchema })
  async setTargets(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(setCallerTargetsSchema)) targets: CallerTargets,
    @CurrentUser() actor: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<CallerTargets> {
    // An event on the member's stream: the user decider rules who may set them.
    await this.commands.execute(userDecider, {
      command: { type: 'SetUserTargets', userId: id, actor: { userId: actor._id, role: actor.role }, targets },
      metadata: context,
    });
    return targets;
  }
}
