import { Controller, Get, Inject, Param } from '@nestjs/common';
import { z } from 'zod';
import type { HistoryEntry } from '@dealbook/contracts';
import { Roles } from '../auth/access-rule.decorator.js';
import { uuidParam } from '../common/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { HistoryService } from './history.service.js';

@Controller('history')
export class HistoryController {
  constructor(@Inject(HistoryService) private readonly history: HistoryService) {}

  @Get(':type/:id')
  @Roles('user')
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
  ): Promise<HistoryEntry[]> {
    return this.history.read(type, id);
  }
}
