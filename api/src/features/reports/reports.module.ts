import { Module } from '@nestjs/common';
import { ReportFiles } from './report-files.js';
import { ReportRunner } from './report-runner.service.js';
import { ReportsController } from './reports.controller.js';

@Module({
  controllers: [ReportsController],
  providers: [ReportRunner, ReportFiles],
  exports: [ReportRunner, ReportFiles],
})
export class ReportsModule {}
