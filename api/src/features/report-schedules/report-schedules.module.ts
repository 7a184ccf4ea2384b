import { Module } from '@nestjs/common';
import { DirectoryModule } from '../../integrations/directory/directory.module.js';
import { ReportsModule } from '../reports/reports.module.js';
import { ReportScheduler } from './report-scheduler.service.js';
import { ReportSchedulesController } from './report-schedules.controller.js';

@Module({
  imports: [ReportsModule, DirectoryModule],
  controllers: [ReportSchedulesController],
  providers: [ReportScheduler],
})
export class ReportSchedulesModule {}
