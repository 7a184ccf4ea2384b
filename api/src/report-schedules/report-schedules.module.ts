import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { ChangeReportScheduleHandler } from './change-report-schedule.handler.js';
import { ReportScheduler } from './report-scheduler.service.js';
import { ReportSchedulesController } from './report-schedules.controller.js';
import { ScheduleReportHandler } from './schedule-report.handler.js';

@Module({
  imports: [ReportsModule, DirectoryModule],
  controllers: [ReportSchedulesController],
  providers: [ScheduleReportHandler, ChangeReportScheduleHandler, ReportScheduler],
})
export class ReportSchedulesModule {}
