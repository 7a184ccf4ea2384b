import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { AttachmentFile } from '@dealbook/projections';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { FileStore } from '../../infra/files/file-store.port.js';
import { attachmentDisposition } from '../../kernel/http/file-name.js';

/**
 * The current version of an attachment's file as a download, for staff and clients alike: the
 * type sniffed at upload (the browser must not second-guess it: nosniff), the file's name, and
 * never cached (a resubmitted version replaces the bytes under the same URL).
 */
export async function attachmentDownload(files: FileStore, record: AttachmentFile, res: Response) {
  const stored = await files.get(record.storageKey);
  if (!stored) throw new DomainError('not_found', `The file of attachment ${record.id} is missing from the file store`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'no-store');
  return new StreamableFile(stored.stream, {
    type: record.contentType,
    length: stored.size,
    disposition: attachmentDisposition(record.fileName),
  });
}
