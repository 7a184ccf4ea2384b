import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.controller.js';

/** The dashboards of issue 12 (read side over the dashboard read models) and members' targets. */
@Module({
  controllers: [DashboardController],
})
export class DashboardsModule {}
