import { Module } from '@nestjs/common';
import { FilesModule } from '../../infra/files/files.module.js';
import { AttachmentController } from './attachment.controller.js';
import { AttachmentClientReviewController } from './attachment-client-review.controller.js';
import { ClientAttachmentController } from './client-attachment.controller.js';
import { AttachmentsController } from './attachments.controller.js';
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
  providers: [UploadFileInterceptor],
})
export class AttachmentsModule {}
