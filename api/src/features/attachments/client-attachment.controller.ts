import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import {
  clientApprovalItemSchema,
  clientDecisionBodySchema,
  type ClientApprovalItem,
  type ClientDecisionBody,
  type SessionUser,
} from '@dealbook/contracts';
import { findDocumentApprovalItems, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { notFound } from '../../kernel/errors/domain-error.js';
import { Commands } from '../../kernel/event-sourcing/commands.js';
import { CommandContext, type CommandContextValue } from '../../kernel/http/command-context.decorator.js';
import { uuidParam } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { FILE_STORE, type FileStore } from '../../infra/files/file-store.port.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { attachmentDownload } from './attachment-download.js';
import { attachmentDecider } from './attachment.decider.js';
import { requireClientDocument } from './client-document-access.js';

/**
 * The client's side of their documents (issue 14): decide on one submitted for approval, and
 * download any shared with or submitted to them. Client role only; every answer is client-safe
 * (the approval item: file name, type, size and review, never who uploaded it or its links).
 */
@Controller('client/attachment')
@Roles('client')
export class ClientAttachmentController {
  constructor(
    @Inject(Commands) private readonly commands: Commands,
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Post(':attachmentId/decision')
  @HttpCode(200)
  @ResponseDoc({ errors: [404, 409], body: clientApprovalItemSchema })
  async decide(
    @Param('attachmentId', uuidParam) attachmentId: string,
    @Body(new ZodValidationPipe(clientDecisionBodySchema)) body: ClientDecisionBody,
    @CurrentUser() user: SessionUser,
    @CommandContext() context: CommandContextValue,
  ): Promise<ClientApprovalItem> {
    const document = await requireClientDocument(this.db, user, attachmentId);
    // Whether they may see it was checked above (the client scope): the decider rules on its state only.
    await this.commands.execute(attachmentDecider, {
      command: {
        type: 'DecideAttachmentApproval',
        attachmentId,
        decision: body.decision,
        comment: body.comment,
        at: new Date().toISOString(),
      },
      metadata: context,
    });
    const items = await findDocumentApprovalItems(this.db, [document.clientProjectId]);
    const item = items.find((candidate) => candidate._id === attachmentId);
    if (!item) throw notFound('Attachment', attachmentId);
    return item;
  }

  /** The document's current file version. */
  @Get(':attachmentId/file')
  @ResponseDoc({ file: ['*/*'], headers: ['Content-Disposition'] })
  async download(
    @Param('attachmentId', uuidParam) attachmentId: string,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    return attachmentDownload(this.files, await requireClientDocument(this.db, user, attachmentId), res);
  }
}
