import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Put,
  Req,
  Res,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import {
  attachmentSchema,
  linksOf,
  updateAttachmentBodySchema,
  uploadAttachmentFieldsSchema,
  type Attachment,
  type UpdateAttachmentBody,
  type EventStore,
} from '@dealbook/contracts';
import { findAttachmentById, findAttachmentFile, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { ExpectedVersion } from '../../kernel/http/if-match.js';
import {
  createdAnswer,
  recordAnswer,
  savedAnswer,
  textAnswer,
  type RecordAnswer,
} from '../../kernel/http/record-answer.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { validationError, ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE, EVENT_STORE } from '../../kernel/database-tokens.js';
import { FILE_STORE, type FileStore } from '../../infra/files/file-store.port.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { deleteAttachment } from './delete-attachment.js';
import { sniffContentType } from './file-content-type.js';
import { sanitiseFileName } from '../../kernel/http/file-name.js';
import { attachmentDownload } from './attachment-download.js';
import { updateAttachment } from './update-attachment.js';
import { attachmentStorageKey, uploadAttachment } from './upload-attachment.js';
import { UploadFileField, UploadFileInterceptor } from './upload-file.interceptor.js';
import { requireSameId } from '../../kernel/http/record-body.js';
import { newId } from '../../kernel/ids.js';

/**
 * One attachment (spec §7.8). Files pass through the server both ways, so the browser never
 * holds a file-store credential; only staff (user and above) may upload or download.
 */
@Controller('attachment')
@Roles('user')
export class AttachmentController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  /** multipart/form-data: `file`, optional `description` and parent id lists (`companies`, `events` …). */
  @Post()
  @HttpCode(201)
  @UseInterceptors(UploadFileInterceptor)
  @ResponseDoc({
    headers: ['ETag', 'Location'],
    errors: [413, 503],
    body: attachmentSchema,
    multipart: uploadAttachmentFieldsSchema,
    multipartFiles: [UploadFileField],
  })
  async upload(@Req() req: Request, @CommandContext() context: CommandContextValue): Promise<RecordAnswer<Attachment>> {
    const file = req.file;
    if (!file) {
      throw new BadRequestException(`Send the file as multipart/form-data in the form field "${UploadFileField}"`);
    }
    const fields = uploadAttachmentFieldsSchema.safeParse({ ...(req.body as Record<string, unknown>) });
    if (!fields.success) throw validationError(fields.error);
    const attachmentId = newId();
    const bytes = file.buffer;
    await uploadAttachment(
      { store: this.store, files: this.files, db: this.db },
      {
        attachmentId,
        fileName: sanitiseFileName(file.originalname),
        description: fields.data.description,
        contentType: await sniffContentType(bytes),
        size: bytes.length,
        storageKey: attachmentStorageKey(attachmentId),
        uploadedBy: context.actorId,
        links: linksOf(fields.data),
      },
      bytes,
      context,
    );
    const attachment = await this.load(attachmentId);
    return createdAnswer(attachment, `/api/attachment/${attachmentId}`);
  }

  @Get('download/:id')
  @ResponseDoc({ file: ['*/*'], headers: ['Content-Disposition'] })
  async download(
    @Param('id', uuidParam) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const record = await findAttachmentFile(this.db, id);
    if (!record) throw notFound('Attachment', id);
    // The current file version: the record's storage key follows each resubmission.
    return attachmentDownload(this.files, record, res);
  }

  @Get(':id')
  @ResponseDoc({ headers: ['ETag'], body: attachmentSchema })
  async get(@Param('id', uuidParam) id: string): Promise<RecordAnswer<Attachment>> {
    const attachment = await this.load(id);
    return recordAnswer(attachment, { version: attachment.version });
  }

  @Put(':id')
  @ResponseDoc({ headers: ['ETag'], saved: attachmentSchema })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateAttachmentBodySchema)) body: UpdateAttachmentBody,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    requireSameId(body._id, id, 'attachment');
    const outcome = await updateAttachment(
      { db: this.db, commands: this.commands },
      {
        attachmentId: id,
        ...(body.fileName !== undefined ? { fileName: sanitiseFileName(body.fileName) } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.buyerAccess !== undefined ? { buyerAccess: body.buyerAccess } : {}),
        links: linksOf(body),
      },
      context,
      expectedVersion,
    );
    return savedAnswer('Attachment updated', outcome.version, () => this.get(id));
  }

  @Delete(':id')
  async remove(
    @Param('id', uuidParam) id: string,
    @ExpectedVersion() expectedVersion: number | undefined,
    @CommandContext() context: CommandContextValue,
  ): Promise<RecordAnswer<string>> {
    await deleteAttachment({ store: this.store, files: this.files }, id, context, expectedVersion);
    return textAnswer('Attachment deleted');
  }

  private async load(id: string): Promise<Attachment> {
    const attachment = await findAttachmentById(this.db, id);
    if (!attachment) throw notFound('Attachment', id);
    return attachment;
  }
}
