import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  ReportTitles,
  type FinishReportRun,
  reportTakesPeriod,
  type ReportName,
  type ReportRunOutcome,
  type ReportScheduleFields,
  type StartReportRun,
} from '@dealbook/contracts';
import {
  findReportSchedules,
  findScheduleTimes,
  type ReadModelDatabase,
  type ScheduleTimes,
} from '@dealbook/projections';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { newId } from '../../kernel/ids.js';
import { MAILER } from '../../integrations/directory/directory.port.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import type { Mailer } from '../../infra/mail/mailer.js';
import { formatFirmDate } from '../../platform/exports/firm-time.js';
import { ReportFiles } from '../reports/report-files.js';
import { ReportRunner } from '../reports/report-runner.service.js';
import { reportScheduleDecider } from './report-schedule.decider.js';
import { latestDueAt, runPeriod } from './schedule-times.js';
import { findNonStaffRecipients, isActiveStaffMember } from './staff-recipients.js';

/** A claimed run not finished after this long was cut off (its instance stopped): it is logged as failed. */
const AbandonedAfterMs = 15 * 60_000;

interface RunFinish {
  outcome: ReportRunOutcome;
  rowCount: number | null;
  detail: string;
}

/**
 * Sends the scheduled reports. Every instance looks every REPORT_SCHEDULE_CHECK_SECONDS (and
 * once at start, which makes up a run missed while the app was down); a due run is claimed by
 * an event on the schedule's stream, which only one instance can append, so each run is sent
 * once. Each schedule runs on its own: one that fails is logged as failed and the others go on.
 */
@Injectable()
export class ReportScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ReportScheduler');
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<void> | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(Commands) private readonly commands: Commands,
    @Inject(ReportRunner) private readonly reports: ReportRunner,
    @Inject(ReportFiles) private readonly files: ReportFiles,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const check = () => {
      this.checking ??= this.checkDue().finally(() => (this.checking = undefined));
    };
    check();
    this.timer = setInterval(check, this.config.reportScheduleCheckSeconds * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
  }

  /** Runs every schedule that is due now, one after another. */
  async checkDue(now = new Date()): Promise<void> {
    let schedules: ScheduleTimes[];
    try {
      schedules = await findScheduleTimes(this.db);
    } catch (error) {
      this.logger.error(`Could not read the report schedules: ${String(error)}`);
      return;
    }
    for (const schedule of schedules) {
      try {
        if (schedule.unfinishedSince) await this.closeAbandoned(schedule, schedule.unfinishedSince);
        const dueAt = latestDueAt(schedule.fields, this.config.firmTimeZone, now);
        if (dueAt < schedule.createdAt) continue;
        if (schedule.lastDueAt && schedule.lastDueAt >= dueAt) continue;
        await this.run(schedule.id, schedule.fields, dueAt);
      } catch (error) {
        this.logger.error(`Report schedule ${schedule.id}: ${String(error)}`);
      }
    }
  }

  private async run(scheduleId: string, fields: ReportScheduleFields, dueAt: Date): Promise<void> {
    const due = dueAt.toISOString();
    try {
      await this.record({ type: 'StartReportRun', scheduleId, dueAt: due });
    } catch (error) {
      // Another instance claimed it first: that one sends it.
      if (error instanceof DomainError && error.code === 'conflict') return;
      throw error;
    }
    let finish: RunFinish;
    try {
      const ownerRefusal = await this.ownerRefusal(scheduleId);
      finish = ownerRefusal
        ? { outcome: 'failed', rowCount: null, detail: ownerRefusal }
        : await this.send(fields, dueAt);
    } catch (error) {
      finish = {
        outcome: 'failed',
        rowCount: null,
        detail: `Not sent: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    await this.record({ type: 'FinishReportRun', scheduleId, dueAt: due, ...finish });
  }

  /**
   * Why the run may not go out at all, if so: it is sent in its owner's name, so they must still
   * be an active member of staff, who may run reports (checked when it runs, not when it was saved).
   */
  private async ownerRefusal(scheduleId: string): Promise<string | undefined> {
    const [schedule] = await findReportSchedules(this.db, undefined, [scheduleId]);
    const owner = schedule?.owner ?? null;
    if (await isActiveStaffMember(this.db, owner?._id ?? null)) return undefined;
    return owner
      ? `Not sent: ${owner.fullName}, who scheduled this report, is no longer an active member of staff who may run reports.`
      : 'Not sent: no one is recorded as having scheduled this report.';
  }

  /**
   * Runs the report for the period before the run, writes its file and mails it to each recipient
   * who is still an active member of staff (someone deactivated or demoted since it was saved is
   * skipped, and the run's detail names them).
   */
  private async send(fields: ReportScheduleFields, dueAt: Date): Promise<RunFinish> {
    const leavers = await findNonStaffRecipients(this.db, fields.recipients);
    const notSent = leavers.map((to) => `${to} (no longer an active member of staff)`);
    const recipients = fields.recipients.filter((to) => !leavers.includes(to));
    if (recipients.length === 0) {
      return { outcome: 'failed', rowCount: null, detail: `Not sent to ${notSent.join(', ')}` };
    }
    const name: ReportName = fields.report;
    const zone = this.config.firmTimeZone;
    const period = reportTakesPeriod(name) ? runPeriod(fields.frequency, dueAt, zone) : {};
    const params = this.reports.parse(name, { ...fields.filters, ...period });
    const result = await this.reports.run(name, params, dueAt);
    const title = ReportTitles[name];
    const file = await this.files.render(result, title, fields.format);
    const subject = `${title} — ${fields.frequency} report, ${formatFirmDate(zone, dueAt)}`;
    const text = [
      title,
      ...result.subtitle,
      '',
      `${result.rows.length} rows; the ${fields.format === 'pdf' ? 'PDF' : 'spreadsheet'} is attached.`,
      `Scheduled in ${this.config.brandName}: Reports → ${title}.`,
    ].join('\n');
    // Each recipient on their own: one refused address does not keep the report from the others.
    const delivered: string[] = [];
    let refused = 0;
    for (const to of recipients) {
      try {
        await this.mailer.send({ to, subject, text, attachments: [file] });
        delivered.push(to);
      } catch (error) {
        refused++;
        notSent.push(`${to} (${error instanceof Error ? error.message : String(error)})`);
      }
    }
    const where = this.mailer.usesOutbox ? 'Kept in the outbox (no mail server is set up) for' : 'Sent to';
    const sent = delivered.length > 0 ? `${where} ${delivered.join(', ')}: ${file.filename}` : '';
    return {
      // A leaver skipped is the schedule doing its job, not a failure: the run failed only when a
      // mail server refused someone still entitled to it.
      outcome: refused > 0 ? 'failed' : this.mailer.usesOutbox ? 'outbox' : 'sent',
      rowCount: result.rows.length,
      detail: [sent, notSent.length > 0 ? `Not sent to ${notSent.join(', ')}` : ''].filter(Boolean).join('. '),
    };
  }

  /** A run claimed long ago (by the clock, not the instant checked) and never finished: its instance stopped during it. */
  private async closeAbandoned(schedule: ScheduleTimes, since: Date): Promise<void> {
    if (Date.now() - since.getTime() < AbandonedAfterMs) return;
    await this.record({
      type: 'FinishReportRun',
      scheduleId: schedule.id,
      dueAt: schedule.lastDueAt!.toISOString(),
      outcome: 'failed',
      rowCount: null,
      detail: 'Not sent: the app stopped during this run.',
    });
  }

  /** The scheduler's two steps of a run: claim it (once, whatever the instances), then record how it went. */
  private record(step: StartReportRun | FinishReportRun) {
    return this.commands.execute(reportScheduleDecider, {
      command: step,
      metadata: { actorId: null, correlationId: newId() },
    });
  }
}
