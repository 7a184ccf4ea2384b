import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { z } from 'zod';
import type { HistoryEntry, SessionUser } from '@dealbook/contracts';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { HistoryService, type ReplayedRecord } from './history.service.js';
import { contactReplaySchema, historyEntrySchema, projectReplaySchema } from '@dealbook/contracts';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';

@Controller('history')
export class HistoryController {
  constructor(@Inject(HistoryService) private readonly history: HistoryService) {}

  /**
   * The record's domain events in order; with `?at=<version or ISO time>` (projects and contacts),
   * the record as it stood then: `{at, version, project}` or `{at, version, contact}`. A user's `RecordViewed` events are shown only to
   * that user and admins (history-visibility.ts).
   */
  @Get(':type/:id')
  @Roles('user')
  @ResponseDoc({ body: z.union([z.array(historyEntrySchema), projectReplaySchema, contactReplaySchema]) })
  read(
    // Record types as in stream ids (`company-<id>`): lower-case letters.
    @Param(
      'type',
      new ZodValidationPipe(
        z
          .string()
          .max(50)
          .regex(/^[a-z][a-z-]*$/, 'type must be a record type in lower case, such as company'),
        'type',
      ),
    )
    type: string,
    @Param('id', uuidParam) id: string,
    @Query(
      'at',
      new ZodValidationPipe(
        z
          .string({ error: 'at must be one record version or ISO date-time' })
          .max(40, 'at must be a record version or an ISO date-time')
          .optional(),
        'at',
      ),
    )
    at: string | undefined,
    @CurrentUser() viewer: SessionUser,
  ): Promise<HistoryEntry[] | ReplayedRecord> {
    return at === undefined ? this.history.read(type, id, viewer) : this.history.replay(type, id, at);
  }
}
