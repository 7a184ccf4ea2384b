import {
  BadRequestException,
  Body,
  Controller,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  UseInterceptors,
} from '@nestjs/common';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import {
  attachmentClientBodySchema,
  attachmentSchema,
  resubmitAttachmentFieldsSchema,
  type Attachment,
  type AttachmentClientBody,
  type EventStore,
} from '@dealbook/contracts';
import { findAttachmentById, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { recordAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { validationError, ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE, EVENT_STORE } from '../../kernel/database-tokens.js';
import { FILE_STORE, type FileStore } from '../../infra/files/file-store.port.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { attachmentDecider } from './attachment.decider.js';
import { sniffContentType } from './file-content-type.js';
import { sanitiseFileName } from '../../kernel/http/file-name.js';
import { resubmitAttachment } from './resubmit-attachment.js';
import { UploadFileField, UploadFileInterceptor } from './upload-file.interceptor.js';

/**
 * The deal team's side of a document's review by the client (issue 14): share it, submit it for
 * approval or withdraw it, and resubmit a new version of its file. Staff only (user and above).
 * Both answer the updated attachment with its new ETag.
 */
@Controller('attachment')
@Roles('user')
export class AttachmentClientReviewController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  /** `project` names the project whose client it is for; by default the attachment's only project. */
  @Post(':id/client')
  @HttpCode(200)
  @ResponseDoc({ headers: ['ETag'], errors: [404, 409], body: attachmentSchema })
  async changeClientReview(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(attachmentClientBodySchema)) body: AttachmentClientBody,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<Attachment>> {
    await this.commands.execute(attachmentDecider, {
      command: {
        type: 'ChangeAttachmentClientReview',
        attachmentId: id,
        action: body.action,
        projectId: body.project ?? null,
        note: body.note,
        at: new Date().toISOString(),
      },
      metadata: context,
    });
    return this.answer(id);
  }

  /** multipart/form-data: the new `file` and an optional `note`; same limit and sniffing as the upload. */
  @Post(':id/resubmit')
  @HttpCode(200)
  @UseInterceptors(UploadFileInterceptor)
  @ResponseDoc({
    headers: ['ETag'],
    errors: [404, 409, 413, 503],
    body: attachmentSchema,
    multipart: resubmitAttachmentFieldsSchema,
    multipartFiles: [UploadFileField],
  })
  async resubmit(
    @Param('id', uuidParam) id: string,
    @Req() req: Request,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<Attachment>> {
    const file = req.file;
    if (!file) {
      throw new BadRequestException(`Send the file as multipart/form-data in the form field "${UploadFileField}"`);
    }
    const fields = resubmitAttachmentFieldsSchema.safeParse({ ...(req.body as Record<string, unknown>) });
    if (!fields.success) throw validationError(fields.error);
    const bytes = file.buffer;
    await resubmitAttachment(
      { store: this.store, files: this.files },
      {
        attachmentId: id,
        fileName: sanitiseFileName(file.originalname),
        contentType: await sniffContentType(bytes),
        size: bytes.length,
        note: fields.data.note,
        at: new Date().toISOString(),
      },
      bytes,
      context,
    );
    return this.answer(id);
  }

  private async answer(id: string): Promise<RecordAnswer<Attachment>> {
    const attachment = await findAttachmentById(this.db, id);
    if (!attachment) throw notFound('Attachment', id);
    return recordAnswer(attachment, { version: attachment.version });
  }
}
