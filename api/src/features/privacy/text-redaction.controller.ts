import { Body, Controller, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  redactTextBodySchema,
  textRedactionSchema,
  type RedactTextBody,
  type TextRedaction,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import { DATABASE, PERSISTENCE } from '../../kernel/database-tokens.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import type { Persistence } from '../../infra/persistence.port.js';
import { redactText, type RedactableRecordType, type RedactionDeps } from './text-redaction.js';

const body = new ZodValidationPipe(redactTextBodySchema);
const doc = ResponseDoc({ body: textRedactionSchema, errors: [404] });

/**
 * Redaction of free text that names a person (issue 37): what an erasure lists to redact, on the
 * record that holds it — its earlier wording gone from the log too. Administrators only.
 */
@Controller()
@Roles('admin')
export class TextRedactionController {
  private readonly deps: RedactionDeps;

  constructor(
    @Inject(DATABASE) db: Kysely<ReadModelDatabase>,
    @Inject(Commands) commands: Commands,
    @Inject(PERSISTENCE) persistence: Persistence,
  ) {
    this.deps = { db, commands, keys: persistence.personalDataKeys };
  }

  @Post('note/:id/redact')
  @HttpCode(200)
  @doc
  note(
    @Param('id', uuidParam) id: string,
    @Body(body) texts: RedactTextBody,
    @CommandContext() c: CommandContextValue,
  ) {
    return this.redact('note', id, texts, c);
  }

  @Post('communication/:id/redact')
  @HttpCode(200)
  @doc
  communication(
    @Param('id', uuidParam) id: string,
    @Body(body) texts: RedactTextBody,
    @CommandContext() c: CommandContextValue,
  ) {
    return this.redact('communication', id, texts, c);
  }

  @Post('task/:id/redact')
  @HttpCode(200)
  @doc
  task(
    @Param('id', uuidParam) id: string,
    @Body(body) texts: RedactTextBody,
    @CommandContext() c: CommandContextValue,
  ) {
    return this.redact('task', id, texts, c);
  }

  @Post('project/:id/redact')
  @HttpCode(200)
  @doc
  project(
    @Param('id', uuidParam) id: string,
    @Body(body) texts: RedactTextBody,
    @CommandContext() c: CommandContextValue,
  ) {
    return this.redact('project', id, texts, c);
  }

  @Post('purchase/:id/redact')
  @HttpCode(200)
  @doc
  purchase(
    @Param('id', uuidParam) id: string,
    @Body(body) texts: RedactTextBody,
    @CommandContext() c: CommandContextValue,
  ) {
    return this.redact('purchase', id, texts, c);
  }

  @Post('attachment/:id/redact')
  @HttpCode(200)
  @doc
  attachment(
    @Param('id', uuidParam) id: string,
    @Body(body) texts: RedactTextBody,
    @CommandContext() c: CommandContextValue,
  ) {
    return this.redact('attachment', id, texts, c);
  }

  @Post('event/:id/redact')
  @HttpCode(200)
  @doc
  event(
    @Param('id', uuidParam) id: string,
    @Body(body) texts: RedactTextBody,
    @CommandContext() c: CommandContextValue,
  ) {
    return this.redact('event', id, texts, c);
  }

  @Post('payment/:id/redact')
  @HttpCode(200)
  @doc
  payment(
    @Param('id', uuidParam) id: string,
    @Body(body) texts: RedactTextBody,
    @CommandContext() c: CommandContextValue,
  ) {
    return this.redact('payment', id, texts, c);
  }

  @Post('company/:id/redact')
  @HttpCode(200)
  @doc
  company(
    @Param('id', uuidParam) id: string,
    @Body(body) texts: RedactTextBody,
    @CommandContext() c: CommandContextValue,
  ) {
    return this.redact('company', id, texts, c);
  }

  private redact(
    type: RedactableRecordType,
    id: string,
    texts: RedactTextBody,
    context: CommandContextValue,
  ): Promise<TextRedaction> {
    return redactText(this.deps, type, id, texts, context);
  }
}
