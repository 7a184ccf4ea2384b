import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import {
  timelinePageSchema,
  timelineQuerySchema,
  TimelineRecordTypes,
  type SessionUser,
  type TimelinePage,
  type TimelineQuery,
  type TimelineRecordType,
} from '@dealbook/contracts';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { TimelineService } from './timeline.service.js';

@Controller('timeline')
export class TimelineController {
  constructor(@Inject(TimelineService) private readonly timeline: TimelineService) {}

  /**
   * A record page's activity timeline, newest first: the record's own events and those of the
   * records linked to it, `?kind=` one kind only, `?limit=` lines a page, `?before=` the `next`
   * of the page above. Staff only, as the history (the linked records' lines are staff reading).
   */
  @Get(':type/:id')
  @Roles('user')
  @ResponseDoc({ body: timelinePageSchema })
  read(
    @Param(
      'type',
      new ZodValidationPipe(
        z.enum(TimelineRecordTypes, { error: `type must be one of: ${TimelineRecordTypes.join(', ')}` }),
        'type',
      ),
    )
    type: TimelineRecordType,
    @Param('id', uuidParam) id: string,
    @Query(new ZodValidationPipe(timelineQuerySchema, 'query')) query: TimelineQuery,
    @CurrentUser() viewer: SessionUser,
  ): Promise<TimelinePage> {
    return this.timeline.page(type, id, query, viewer);
  }
}
