import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query } from '@nestjs/common';
import {
  mergeBodySchema,
  mergeOutcomeSchema,
  mergePreviewQuerySchema,
  mergePreviewSchema,
  mergeUndoOutcomeSchema,
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
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE, EVENT_STORE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { previewOf, readMergePair } from './merge-pair.js';
import { mergeRecords } from './merge-records.js';
import { undoMerge } from './undo-merge.js';

const previewQuery = new ZodValidationPipe(mergePreviewQuerySchema, 'query');
const mergeBody = new ZodValidationPipe(mergeBodySchema);

/** The preview and the merge of one type, which the companies/ and contacts/ routes share. */
class MergeRoutes {
  constructor(
    private readonly type: MergeableType,
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async preview(query: MergePreviewQuery): Promise<MergePreview> {
    return previewOf(this.db, await readMergePair(this.store, this.db, this.type, query.survivor, query.merged));
  }

  merge(body: ParsedMergeBody, context: CommandContextValue): Promise<MergeOutcome> {
    return mergeRecords({ store: this.store, db: this.db }, this.type, body, context);
  }
}

/** Merging two companies (issue 32): managers and above. */
@Controller('companies')
@Roles('manager')
export class CompanyMergeController {
  private readonly routes: MergeRoutes;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(DATABASE) db: Kysely<ReadModelDatabase>) {
    this.routes = new MergeRoutes('company', store, db);
  }

  @Get('merge-preview')
  @ResponseDoc({ body: mergePreviewSchema, errors: [404, 409] })
  preview(@Query(previewQuery) query: MergePreviewQuery): Promise<MergePreview> {
    return this.routes.preview(query);
  }

  @Post('merge')
  @HttpCode(200)
  @ResponseDoc({ body: mergeOutcomeSchema, errors: [404, 409] })
  merge(@Body(mergeBody) body: ParsedMergeBody, @CommandContext() context: CommandContextValue): Promise<MergeOutcome> {
    return this.routes.merge(body, context);
  }
}

/** Merging two contacts (issue 32): managers and above. */
@Controller('contacts')
@Roles('manager')
export class ContactMergeController {
  private readonly routes: MergeRoutes;

  constructor(@Inject(EVENT_STORE) store: EventStore, @Inject(DATABASE) db: Kysely<ReadModelDatabase>) {
    this.routes = new MergeRoutes('contact', store, db);
  }

  @Get('merge-preview')
  @ResponseDoc({ body: mergePreviewSchema, errors: [404, 409] })
  preview(@Query(previewQuery) query: MergePreviewQuery): Promise<MergePreview> {
    return this.routes.preview(query);
  }

  @Post('merge')
  @HttpCode(200)
  @ResponseDoc({ body: mergeOutcomeSchema, errors: [404, 409] })
  merge(@Body(mergeBody) body: ParsedMergeBody, @CommandContext() context: CommandContextValue): Promise<MergeOutcome> {
    return this.routes.merge(body, context);
  }
}

/** Undoing a merge, whichever type it merged: managers and above. */
@Controller('merges')
@Roles('manager')
export class MergeUndoController {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  @Post(':mergeId/undo')
  @HttpCode(200)
  @ResponseDoc({ body: mergeUndoOutcomeSchema, errors: [404, 409] })
  undo(
    @Param('mergeId', uuidParam) mergeId: string,
    @CommandContext() context: CommandContextValue,
  ): Promise<MergeUndoOutcome> {
    return undoMerge({ store: this.store, db: this.db }, mergeId, context);
  }
}
