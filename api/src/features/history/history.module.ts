import { Module } from '@nestjs/common';
import { HistoryController } from './history.controller.js';
import { HistoryService } from './history.service.js';
import { TimelineController } from './timeline.controller.js';
import { TimelineService } from './timeline.service.js';

@Module({
  controllers: [HistoryController, TimelineController],
  providers: [HistoryService, TimelineService],
  exports: [HistoryService],
})
export class HistoryModule {}
