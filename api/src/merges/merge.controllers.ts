import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  mergeBodySchema,
  mergePreviewQuerySchema,
  type EventStore,
  type MergeableType,
  type MergeOutcome,
  type MergePreview,
  type MergePreviewQuery,
  type MergeUndoOutcome,
  type ParsedMergeBody,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import type { Kysely } from 'kysely';
import { Roles } from '../auth/access-rule.decorator.js';
import { CommandContext, type CommandContextValue } from '../common/http/command-context.decorator.js';
import { uuidParam } from '../common/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { DATABASE, EVENT_STORE } from '../infra/database/tokens.js';
import { previewOf, readMergePair } from './merge-pair.js';
import { MergeRecordsCommand } from './merge-records.handler.js';
import { UndoMergeCommand } from './undo-merge.handler.js';

/** The preview and the merge of one type: the same two routes under companies/ and contacts/. */
abstract class MergeRoutes {
  protected abstract readonly type: MergeableType;

  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Get('merge-preview')
  async preview(
    @Query(new ZodValidationPipe(mergePreviewQuerySchema, 'query')) query: MergePreviewQuery,
  ): Promise<MergePreview> {
    return previewOf(this.db, await readMergePair(this.store, this.db, this.type, query.survivor, query.merged));
  }

  @Post('merge')
  @HttpCode(200)
  merge(
    @Body(new ZodValidationPipe(mergeBodySchema)) body: ParsedMergeBody,
    @CommandContext() context: CommandContextValue,
  ): Promise<MergeOutcome> {
    return this.commandBus.execute(new MergeRecordsCommand(this.type, body, context));
  }
}

/** Merging two companies (issue 32): managers and above. */
@Controller('companies')
@Roles('manager')
export class CompanyMergeController extends MergeRoutes {
  protected readonly type = 'company';
}

/** Merging two contacts (issue 32): managers and above. */
@Controller('contacts')
@Roles('manager')
export class ContactMergeController extends MergeRoutes {
  protected readonly type = 'contact';
}

/** Undoing a merge, whichever type it merged: managers and above. */
@Controller('merges')
@Roles('manager')
export class MergeUndoController {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post(':mergeId/undo')
  @HttpCode(200)
  undo(
    @Param('mergeId', uuidParam) mergeId: string,
    @CommandContext() context: CommandContextValue,
  ): Promise<MergeUndoOutcome> {
    return this.commandBus.execute(new UndoMergeCommand(mergeId, context));
  }
}
