import { Module } from '@nestjs/common';
import { ReportRunner } from './report-runner.service.js';
import { ReportsController } from './reports.controller.js';

@Module({ controllers: [ReportsController], providers: [ReportRunner], exports: [ReportRunner] })
export class ReportsModule {}
