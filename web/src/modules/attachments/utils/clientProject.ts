import type { RecordRef } from '@dealbook/contracts';

/**
 * The project whose client a document goes to: the one it was shared with already, else the
 * project whose files these are; null elsewhere (a company's files have no client to send to).
 * Read defensively: answers from before the client portal carry no `clientProjectId`.
 */
export function clientProjectOf(attachment: object, parent: RecordRef): string | null {
  const shared = (attachment as { clientProjectId?: string | null }).clientProjectId;
  if (typeof shared === 'string' && shared !== '') return shared;
  return parent.type === 'project' ? parent.id : null;
}
