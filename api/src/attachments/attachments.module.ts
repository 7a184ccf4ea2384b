import { Module } from '@nestjs/common';
import { FilesModule } from '../infra/files/files.module.js';
import { AttachmentController } from './attachment.controller.js';
import { AttachmentsController } from './attachments.controller.js';
import { DeleteAttachmentHandler } from './delete-attachment.handler.js';
import { UpdateAttachmentHandler } from './update-attachment.handler.js';
import { UploadAttachmentHandler } from './upload-attachment.handler.js';
import { UploadFileInterceptor } from './upload-file.interceptor.js';

/** Attachments (spec §7.8) over the configured file store. */
@Module({
  imports: [FilesModule],
  controllers: [AttachmentsController, AttachmentController],
  providers: [UploadAttachmentHandler, UpdateAttachmentHandler, DeleteAttachmentHandler, UploadFileInterceptor],
})
export class AttachmentsModule {}
