import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  hasRole,
  reportScheduleQuerySchema,
  reportScheduleSchema,
  scheduleReportBodySchema,
  type ReportSchedule,
  type ReportScheduleActor,
  type SessionUser,
} from '@dealbook/contracts';
import { findReportSchedules, type ReadModelDatabase } from '@dealbook/projections';
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
import { newId } from '../../kernel/ids.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { changeReportSchedule } from './change-report-schedule.js';
import { reportScheduleDecider } from './report-schedule.decider.js';
import { scheduleReport } from './schedule-report.js';

type Fields = z.output<typeof scheduleReportBodySchema>;

const actorOf = (user: SessionUser): ReportScheduleActor => ({
  id: user._id,
  isManager: hasRole(user.role, 'manager'),
});

/**
 * Reports sent by e-mail on a schedule (issue 15): staff schedule a report with its filters, how
 * often and when (the firm's clock), to whom (the firm's people) and as what (PDF or .xlsx); the
 * page lists every schedule of a report with its latest runs and their outcome.
 */
@Controller()
@Roles('user')
export class ReportSchedulesController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Get('report-schedules')
  @ResponseDoc({ body: z.array(reportScheduleSchema), query: reportScheduleQuerySchema })
  list(
    @Query(new ZodValidationPipe(reportScheduleQuerySchema, 'query')) query: z.output<typeof reportScheduleQuerySchema>,
  ) {
    return findReportSchedules(this.db, query.report);
  }

  @Post('report-schedule')
  @HttpCode(201)
  @ResponseDoc({ headers: ['ETag', 'Location'], body: reportScheduleSchema })
  async create(
    @Body(new ZodValidationPipe(scheduleReportBodySchema)) fields: Fields,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<ReportSchedule>> {
    const scheduleId = newId();
    await scheduleReport({ db: this.db, commands: this.commands }, scheduleId, fields, context);
    return createdAnswer(await this.load(scheduleId), `/api/report-schedule/${scheduleId}`);
  }

  @Put('report-schedule/:id')
  @ResponseDoc({ headers: ['ETag'], errors: [403], saved: reportScheduleSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(scheduleReportBodySchema)) fields: Fields,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    const outcome = await changeReportSchedule(
      { db: this.db, commands: this.commands },
      id,
      actorOf(user),
      fields,
      context,
      expectedVersion,
    );
    // No GET of one schedule: the saved one as the list and the POST answer it.
    return savedAnswer('Report schedule updated', outcome.version, async () => {
      const schedule = await this.load(id);
      return recordAnswer(schedule, { version: schedule.version });
    });
  }

  @Delete('report-schedule/:id')
  @ResponseDoc({ errors: [403] })
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await this.commands.execute(reportScheduleDecider, {
      command: { type: 'DeleteReportSchedule', scheduleId: id, actor: actorOf(user) },
      metadata: context,
      expectedVersion,
    });
    return textAnswer('Report schedule deleted');
  }

  private async load(id: string): Promise<ReportSchedule> {
    const [schedule] = await findReportSchedules(this.db, undefined, [id]);
    if (!schedule) throw notFound('Report schedule', id);
    return schedule;
  }
}
