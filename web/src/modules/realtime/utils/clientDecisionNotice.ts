import type { ChangeMessage, ClientDecision } from '@dealbook/contracts';

export interface ClientDecisionNotice {
  decision: ClientDecision;
  /** "Client approved Acme Ltd", "Client rejected Teaser.pdf: not our figures". */
  text: string;
}

/** What a decided item is called when the screen has no name for it. */
const unnamed: Partial<Record<string, string>> = { purchase: 'a purchaser', attachment: 'a document' };

interface ReviewSide {
  state?: unknown;
  comment?: unknown;
}

/**
 * What to tell the deal team when a push says the client just decided on a purchaser or a
 * document (its `clientReview` moved to approved or rejected); null for every other change.
 * `nameOf` names the item from what the screen already holds.
 */
export function clientDecisionNotice(
  message: ChangeMessage,
  nameOf: (type: string, id: string) => string | undefined,
): ClientDecisionNotice | null {
  const fallback = unnamed[message.type];
  if (fallback === undefined) return null;
  const to = message.changes.clientReview?.to as ReviewSide | null | undefined;
  const from = message.changes.clientReview?.from as ReviewSide | null | undefined;
  const decision = to?.state;
  if (decision !== 'approved' && decision !== 'rejected') return null;
  // The same decision pushed again (a replay, a resync) is no news.
  if (from?.state === decision) return null;
  const name = nameOf(message.type, message.id) ?? fallback;
  const comment = typeof to?.comment === 'string' ? to.comment.trim() : '';
  return { decision, text: `Client ${decision} ${name}${comment ? `: ${comment}` : ''}` };
}

/** A purchase row names its purchaser company, an attachment row its file. */
export function rowName(type: string, row: unknown): string | undefined {
  if (typeof row !== 'object' || row === null) return undefined;
  if (type === 'purchase') return (row as { company?: { companyName?: string } }).company?.companyName;
  if (type === 'attachment') return (row as { fileName?: string }).fileName;
  return undefined;
}
