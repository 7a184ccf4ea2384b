import { Module } from '@nestjs/common';
import { FilesModule } from '../infra/files/files.module.js';
import { AttachmentController } from './attachment.controller.js';
import { AttachmentClientReviewController } from './attachment-client-review.controller.js';
import { ClientAttachmentController } from './client-attachment.controller.js';
import { ResubmitAttachmentHandler } from './resubmit-attachment.handler.js';
import { AttachmentsController } from './attachments.controller.js';
import { DeleteAttachmentHandler } from './delete-attachment.handler.js';
import { UpdateAttachmentHandler } from './update-attachment.handler.js';
import { UploadAttachmentHandler } from './upload-attachment.handler.js';
import { UploadFileInterceptor } from './upload-file.interceptor.js';

/** Attachments (spec §7.8) over the configured file store. */
@Module({
  imports: [FilesModule],
  controllers: [
    AttachmentsController,
    AttachmentController,
    AttachmentClientReviewController,
    ClientAttachmentController,
  ],
  providers: [
    UploadAttachmentHandler,
    UpdateAttachmentHandler,
    DeleteAttachmentHandler,
    ResubmitAttachmentHandler,
    UploadFileInterceptor,
  ],
})
export class AttachmentsModule {}
