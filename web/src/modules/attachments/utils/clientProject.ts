import type { Attachment, RecordRef } from '@dealbook/contracts';

/**
 * The project whose client a document goes to: the one it was shared with already, else the
 * project whose files these are; null elsewhere (a company's files have no client to send to).
 */
export function clientProjectOf(attachment: Pick<Attachment, 'clientProjectId'>, parent: RecordRef): string | null {
  return attachment.clientProjectId || (parent.type === 'project' ? parent.id : null);
}
