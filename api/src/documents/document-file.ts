import { StreamableFile } from '@nestjs/common';
import { attachmentDisposition, sanitiseFileName } from '../attachments/file-name.js';

export const WordContentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const ExcelContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A generated document as a download with a name people recognise in their Downloads folder. */
export function documentFile(bytes: Buffer, fileName: string, type: string): StreamableFile {
  return new StreamableFile(bytes, {
    type,
    length: bytes.length,
    disposition: attachmentDisposition(sanitiseFileName(fileName)),
  });
}
