import type { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';
import { attachmentDisposition, sanitiseFileName } from './file-name.js';

export const WordContentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const ExcelContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A generated document as a download with a name people recognise in their Downloads folder:
 * bytes written beforehand, or a stream (a PDF) piped to the response as it is read.
 */
export function documentFile(content: Buffer | Readable, fileName: string, type: string): StreamableFile {
  const disposition = attachmentDisposition(sanitiseFileName(fileName));
  return Buffer.isBuffer(content)
    ? new StreamableFile(content, { type, length: content.length, disposition })
    : new StreamableFile(content, { type, disposition });
}
