import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import { assertStorableText } from '../../kernel/http/storable-text.js';
import { formatBytes } from '../../kernel/http/file-name.js';

/** The form field that carries the file. */
export const UploadFileField = 'file';

/**
 * Reads one multipart upload after the access guard has let the request through, bounded by a
 * size limit. Multer's own errors become messages a person can act on; an oversized file is a
 * 413 that names the limit.
 */
export abstract class SingleFileInterceptor implements NestInterceptor {
  private readonly parse: ReturnType<multer.Multer['single']>;

  protected constructor(
    private readonly limit: number,
    storage: multer.StorageEngine,
  ) {
    this.parse = multer({
      storage,
      // Browsers send file names as UTF-8; busboy's default would read them as latin1.
      defParamCharset: 'utf8',
      limits: { fileSize: limit, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 22 },
    }).single(UploadFileField);
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    await new Promise<void>((resolve, reject) => {
      this.parse(request, http.getResponse<Response>(), (error: unknown) =>
        error ? reject(this.toHttpError(error)) : resolve(),
      );
    });
    // The handler reads these fields from the request, not through @Body, so the global
    // StorableTextPipe never sees them: the same check runs here, where they are parsed.
    assertStorableText(request.body, '', 'body');
    return next.handle();
  }

  private toHttpError(error: unknown): Error {
    if (!(error instanceof multer.MulterError)) return new BadRequestException('The upload could not be read');
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new PayloadTooLargeException(
          `The file is larger than the upload limit of ${formatBytes(this.limit)}; nothing was saved`,
        );
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return new BadRequestException(`Send exactly one file, in the form field "${UploadFileField}"`);
      default:
        return new BadRequestException(`The upload form is malformed: ${error.message}`);
    }
  }
}

/** An attachment, read into memory (bounded by UPLOAD_MAX_BYTES). */
@Injectable()
export class UploadFileInterceptor extends SingleFileInterceptor {
  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    super(config.uploadMaxBytes, multer.memoryStorage());
  }
}
