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
 *
 * A run whose instance stopped during it (killed, its machine gone) is taken over: once it has
 * been claimed REPORT_RUN_TAKEOVER_SECONDS without finishing, the first instance to look claims
 * it again on the stream (TakeOverReportRun: again only one can), runs it and sends it; after
 * MaxReportRunClaims claims it is recorded as failed instead. This makes the sending at least
 * once, not exactly once: an instance that dies after its mail went out and before it recorded
 * the run finished has sent it, and the takeover sends it again; as does an instance that is
 * still at it after REPORT_RUN_TAKEOVER_SECONDS (which is why the bound is well above the
 * longest a run takes: its report's statements are bound by DATABASE_STATEMENT_TIMEOUT_SECONDS).
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
        if (schedule.unfinishedSince && schedule.lastDueAt) {
          await this.takeOverStale(schedule, schedule.lastDueAt, schedule.unfinishedSince);
        }
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
      await this.record({ type: 'StartReportRun', scheduleId, dueAt: due, at: new Date().toISOString() });
    } catch (error) {
      // Another instance claimed it first: that one sends it.
      if (error instanceof DomainError && error.code === 'conflict') return;
      throw error;
    }
    this.logger.log(`Report schedule ${scheduleId}: claimed the run due at ${due}`);
    await this.runClaimed(scheduleId, fields, dueAt);
  }

  /**
   * A run claimed REPORT_RUN_TAKEOVER_SECONDS ago (by this clock, not the instant checked) and not
   * finished: its instance stopped during it. Claimed again here and run, unless another instance
   * was first or it has been claimed MaxReportRunClaims times (then it is recorded as failed).
   */
  private async takeOverStale(schedule: ScheduleTimes, dueAt: Date, since: Date): Promise<void> {
    const takeOverAfterSeconds = this.config.reportRunTakeoverSeconds;
    if (Date.now() - since.getTime() < takeOverAfterSeconds * 1000) return;
    const due = dueAt.toISOString();
    let claimed: boolean;
    try {
      const { events } = await this.commands.execute(reportScheduleDecider, {
        command: {
          type: 'TakeOverReportRun',
          scheduleId: schedule.id,
          dueAt: due,
          at: new Date().toISOString(),
          takeOverAfterSeconds,
        },
        metadata: { actorId: null, correlationId: newId() },
      });
      claimed = events.some((event) => event.type === 'ReportRunStarted');
    } catch (error) {
      // Finished meanwhile, or another instance took it over first: that one sends it.
      if (error instanceof DomainError && error.code === 'conflict') return;
      throw error;
    }
    if (!claimed) {
      this.logger.warn(`Report schedule ${schedule.id}: gave up the run due at ${due}, its instances kept stopping`);
      return;
    }
    this.logger.log(`Report schedule ${schedule.id}: took over the run due at ${due} (its instance stopped)`);
    await this.runClaimed(schedule.id, schedule.fields, dueAt);
  }

  /** Runs and sends a run this instance has claimed, and records how it went. */
  private async runClaimed(scheduleId: string, fields: ReportScheduleFields, dueAt: Date): Promise<void> {
    const due = dueAt.toISOString();
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

  /** The scheduler's two steps of a run: claim it (once, whatever the instances), then record how it went. */
  private record(step: StartReportRun | FinishReportRun) {
    return this.commands.execute(reportScheduleDecider, {
      command: step,
      metadata: { actorId: null, correlationId: newId() },
    });
  }
}
