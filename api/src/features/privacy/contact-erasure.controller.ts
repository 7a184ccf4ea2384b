import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  contactErasureReviewSchema,
  contactErasureSchema,
  eraseContactBodySchema,
  type ContactErasure,
  type ContactErasureReview,
  type EraseContactBody,
} from '@dealbook/contracts';
import type { ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { reviewContactErasure } from './contact-erasure.js';
import { ContactEraser } from './contact-eraser.service.js';

/**
 * Erasure (UK GDPR Art. 17, issue 37): what an erasure would do, for the confirmation, and the
 * erasure itself. Administrators only. An erased contact's erasure is a 409 ("This person was
 * erased"): it is done once, and its answer lists the free text to redact.
 */
@Controller('contact')
@Roles('admin')
export class ContactErasureController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(ContactEraser) private readonly eraser: ContactEraser,
  ) {}

  @Get(':id/erasure-review')
  @ResponseDoc({ body: contactErasureReviewSchema, errors: [404] })
  async review(@Param('id', uuidParam) id: string): Promise<ContactErasureReview> {
    // What the erasure itself needs besides (the records, the import files, the outbox's address) stays here.
    const {
      attachments: _attachments,
      importFiles: _importFiles,
      email: _email,
      ...review
    } = await reviewContactErasure(this.db, id);
    return review;
  }

  @Post(':id/erase')
  @HttpCode(200)
  @ResponseDoc({ body: contactErasureSchema, errors: [404, 409] })
  erase(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(eraseContactBodySchema)) body: EraseContactBody,
    @CommandContext() context: CommandContextValue,
  ): Promise<ContactErasure> {
    return this.eraser.erase(id, body.reason, context);
  }
}
