import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  Headers,
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
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { Kysely } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import {
  attachmentSchema,
  linksOf,
  updateAttachmentBodySchema,
  uploadAttachmentFieldsSchema,
  type Attachment,
  type UpdateAttachmentBody,
} from '@dealbook/contracts';
import { findAttachmentById, findAttachmentFile, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../auth/access-rule.decorator.js';
import { DomainError, notFound } from '../common/errors/domain-error.js';
import { CommandContext, type CommandContextValue } from '../common/http/command-context.decorator.js';
import { etagFor, parseIfMatch } from '../common/http/if-match.js';
import { uuidParam } from '../common/http/uuid-param.pipe.js';
import { validationError, ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { DATABASE } from '../infra/database/tokens.js';
import { FILE_STORE, type FileStore } from '../infra/files/file-store.port.js';
import { ResponseDoc } from '../openapi/response-doc.decorator.js';
import { DeleteAttachmentCommand } from './delete-attachment.handler.js';
import { attachmentStorageKey } from './execute-attachment-command.js';
import { sniffContentType } from './file-content-type.js';
import { attachmentDisposition, sanitiseFileName } from './file-name.js';
import { UpdateAttachmentCommand } from './update-attachment.handler.js';
import { UploadAttachmentCommand } from './upload-attachment.handler.js';
import { UploadFileField, UploadFileInterceptor } from './upload-file.interceptor.js';

/**
 * One attachment (spec §7.8). Files pass through the server both ways, so the browser never
 * holds a file-store credential; only staff (user and above) may upload or download.
 */
@Controller('attachment')
@Roles('user')
export class AttachmentController {
  constructor(
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  /** multipart/form-data: `file`, optional `description` and parent id lists (`companies`, `events` …). */
  @Post()
  @HttpCode(201)
  @UseInterceptors(UploadFileInterceptor)
  @ResponseDoc({
    headers: ['ETag', 'Location'],
    errors: [413],
    body: attachmentSchema,
    multipart: uploadAttachmentFieldsSchema,
    multipartFiles: [UploadFileField],
  })
  async upload(
    @Req() req: Request,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<Attachment> {
    const file = req.file;
    if (!file) {
      throw new BadRequestException(`Send the file as multipart/form-data in the form field "${UploadFileField}"`);
    }
    const fields = uploadAttachmentFieldsSchema.safeParse({ ...(req.body as Record<string, unknown>) });
    if (!fields.success) throw validationError(fields.error);
    const attachmentId = uuidv7();
    const bytes = file.buffer;
    await this.commandBus.execute(
      new UploadAttachmentCommand(
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
      ),
    );
    const attachment = await this.load(attachmentId);
    res.setHeader('ETag', etagFor(attachment.version));
    res.setHeader('Location', `/api/attachment/${attachmentId}`);
    return attachment;
  }

  @Get('download/:id')
  @ResponseDoc({ file: ['*/*'], headers: ['Content-Disposition'] })
  async download(
    @Param('id', uuidParam) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const record = await findAttachmentFile(this.db, id);
    if (!record) throw notFound('Attachment', id);
    const stored = await this.files.get(record.storageKey);
    if (!stored) throw new DomainError('not_found', `The file of attachment ${id} is missing from the file store`);
    // The stored type was sniffed at upload: the browser must not second-guess it.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(stored.stream, {
      type: record.contentType,
      length: stored.size,
      disposition: attachmentDisposition(record.fileName),
    });
  }

  @Get(':id')
  @ResponseDoc({ headers: ['ETag'], body: attachmentSchema })
  async get(@Param('id', uuidParam) id: string, @Res({ passthrough: true }) res: Response): Promise<Attachment> {
    const attachment = await this.load(id);
    res.setHeader('ETag', etagFor(attachment.version));
    return attachment;
  }

  @Put(':id')
  @ResponseDoc({ headers: ['ETag'] })
  async update(
    @Param('id', uuidParam) id: string,
    @Body(new ZodValidationPipe(updateAttachmentBodySchema)) body: UpdateAttachmentBody,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    if (body._id !== undefined && body._id.toLowerCase() !== id) {
      throw new DomainError('validation', `_id ${body._id} does not match the attachment ${id} in the path`, {
        _id: 'must match the id in the path',
      });
    }
    const outcome = await this.commandBus.execute(
      new UpdateAttachmentCommand(
        {
          attachmentId: id,
          ...(body.fileName !== undefined ? { fileName: sanitiseFileName(body.fileName) } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          links: linksOf(body),
        },
        context,
        parseIfMatch(ifMatch),
      ),
    );
    res.setHeader('ETag', etagFor(outcome.version));
    res.type('text/plain');
    return 'Attachment updated';
  }

  @Delete(':id')
  async remove(
    @Param('id', uuidParam) id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @CommandContext() context: CommandContextValue,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    await this.commandBus.execute(new DeleteAttachmentCommand(id, context, parseIfMatch(ifMatch)));
    res.type('text/plain');
    return 'Attachment deleted';
  }

  private async load(id: string): Promise<Attachment> {
    const attachment = await findAttachmentById(this.db, id);
    if (!attachment) throw notFound('Attachment', id);
    return attachment;
  }
}
