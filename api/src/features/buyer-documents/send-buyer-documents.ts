import {
  DefaultBuyerLinkDays,
  MaxBuyerLinkDays,
  type BuyerLinkEvent,
  type SendBuyerDocuments,
  type SendBuyerDocumentsAnswer,
  type SendBuyerDocumentsBody,
  type SendBuyerDocumentsLookups,
} from '@dealbook/contracts';
import {
  findAttachmentsByIds,
  findBuyerLinksOfPurchase,
  findContactsByIds,
  findProjectRefs,
  findPurchaseById,
  type ReadModelDatabase,
} from '@dealbook/projections';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../infra/mail/mailer.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { Commands } from '../../kernel/event-sourcing/commands.js';
import { commandTime, type CommandMetadata } from '../../kernel/event-sourcing/execute-command.js';
import { newId } from '../../kernel/ids.js';
import { purchaseDecider } from '../purchases/purchase.decider.js';
import { buyerLinkDecider } from './buyer-link.decider.js';
import { buyerLinkMail } from './buyer-link-mail.js';
import { buyerLinkTokenHash, newBuyerLinkToken } from './buyer-link-token.js';

const day = 24 * 60 * 60 * 1000;

export interface SendDeps {
  db: Kysely<ReadModelDatabase>;
  commands: Commands;
  mailer: Mailer;
  brandName: string;
}

/**
 * POST /api/purchase/{id}/documents (issue 38). Every recipient's sending is decided before any
 * mail leaves, so a rule broken for one refuses the whole request (409 or 400 naming why) and
 * nothing is sent. Then, one recipient at a time: the mail, and only once the mail server took it,
 * the link's event. A recipient the server refused is answered as refused with its words, and
 * nothing is recorded for them. The teaser sent ticks "Teaser sent" on the purchase, an NDA-gated
 * document "IM sent".
 */
export async function sendBuyerDocuments(
  deps: SendDeps,
  purchaseId: string,
  body: SendBuyerDocumentsBody,
  origin: string,
  metadata: CommandMetadata,
): Promise<SendBuyerDocumentsAnswer> {
  const now = commandTime(metadata);
  const expiresAt = expiryOf(body.expiresAt, now);
  const lookups = await lookUp(deps.db, purchaseId, body);
  const planned = body.recipients.map((recipientId) => {
    const token = newBuyerLinkToken();
    const command: SendBuyerDocuments = {
      type: 'SendBuyerDocuments',
      grantId: newId(),
      purchaseId,
      attachments: body.attachments,
      recipientId,
      message: body.message,
      expiresAt: expiresAt.toISOString(),
      allowDownload: body.allowDownload,
      tokenHash: buyerLinkTokenHash(token),
      lookups: { ...lookups.shared, recipient: lookups.recipients.get(recipientId) ?? null },
    };
    return { token, command, event: decideOrCollect(command) };
  });
  refuseBrokenRules(planned.map((plan) => plan.event));

  const answer: SendBuyerDocumentsAnswer = { grants: [], refused: [], outbox: deps.mailer.usesOutbox };
  const links = new Map<string, string>();
  for (const { token, command, event } of planned) {
    const sent = event as Extract<BuyerLinkEvent, { type: 'BuyerDocumentsSent' }>;
    const link = new URL(`/d/${token}`, origin).toString();
    const recipient = { _id: sent.data.recipient.id, name: sent.data.recipient.name, email: sent.data.recipient.email };
    try {
      await deps.mailer.send(
        buyerLinkMail({ brandName: deps.brandName, projectName: lookups.projectName, event: sent.data, link }),
      );
    } catch (error) {
      answer.refused.push({ recipient, reason: mailRefusal(error) });
      continue;
    }
    await deps.commands.execute(buyerLinkDecider, { command, metadata, expectedVersion: 0 });
    links.set(command.grantId, link);
  }
  if (links.size > 0)
    await tickSent(deps.commands, lookups.shared.purchase!, body.attachments, lookups.shared.documents, now, metadata);
  const grants = await findBuyerLinksOfPurchase(deps.db, purchaseId, now);
  answer.grants = grants
    .filter((grant) => links.has(grant._id))
    .map((grant) => ({ ...grant, link: links.get(grant._id)! }));
  return answer;
}

/** The expiry asked for, or 30 days; in the future and at most a year away (400 naming expiresAt). */
function expiryOf(asked: string | undefined, now: Date): Date {
  if (asked === undefined) return new Date(now.getTime() + DefaultBuyerLinkDays * day);
  const expiresAt = new Date(asked);
  if (expiresAt <= now) {
    throw new DomainError('validation', 'expiresAt must be in the future', { expiresAt: 'must be in the future' });
  }
  if (expiresAt.getTime() - now.getTime() > MaxBuyerLinkDays * day) {
    throw new DomainError('validation', `expiresAt: at most ${MaxBuyerLinkDays} days ahead`, {
      expiresAt: `at most ${MaxBuyerLinkDays} days ahead`,
    });
  }
  return expiresAt;
}

async function lookUp(db: Kysely<ReadModelDatabase>, purchaseId: string, body: SendBuyerDocumentsBody) {
  const [purchase, attachments, contacts] = await Promise.all([
    findPurchaseById(db, purchaseId),
    findAttachmentsByIds(db, body.attachments),
    findContactsByIds(db, body.recipients),
  ]);
  const project = purchase && (await findProjectRefs(db, [purchase.project._id])).get(purchase.project._id);
  const shared: Omit<SendBuyerDocumentsLookups, 'recipient'> = {
    purchase: purchase
      ? {
          id: purchase._id,
          projectId: purchase.project._id,
          purchaser: { id: purchase.company._id, name: purchase.company.companyName },
          review: purchase.clientReview.state,
          signedNDA: purchase.signedNDA,
          sentIM: purchase.sentIM,
          sentTeaser: purchase.sentTeaser,
          documentsNeedApproval: project?.buyerDocumentsNeedApproval ?? false,
        }
      : null,
    documents: attachments.map((attachment) => ({
      id: attachment._id,
      fileName: attachment.fileName,
      buyerAccess: attachment.buyerAccess,
      contentType: attachment.contentType,
      projects: attachment.projects,
      review: attachment.clientReview.state,
    })),
  };
  const recipients = new Map(
    contacts.map((contact) => [
      contact._id,
      {
        id: contact._id,
        name: contact.fullName,
        email: contact.email,
        companies: contact.companies.map((company) => company._id),
      },
    ]),
  );
  return { shared, recipients, projectName: purchase?.project.projectName ?? '' };
}

/** The event the command would record, or the error it is refused with. */
function decideOrCollect(command: SendBuyerDocuments): BuyerLinkEvent | DomainError {
  try {
    return buyerLinkDecider.decide(command, buyerLinkDecider.initialState)[0]!;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

/** Every distinct reason at once ("… ; …"), with the most telling status: 404, then 400, then 409. */
function refuseBrokenRules(outcomes: readonly (BuyerLinkEvent | DomainError)[]): void {
  const errors = outcomes.filter((outcome): outcome is DomainError => outcome instanceof DomainError);
  if (errors.length === 0) return;
  const rank = ['not_found', 'validation', 'conflict', 'forbidden'];
  const first = [...errors].sort((a, b) => rank.indexOf(a.code) - rank.indexOf(b.code))[0]!;
  const messages = [...new Set(errors.map((error) => error.message))];
  const details = Object.assign({}, ...errors.map((error) => error.details ?? {})) as Record<string, string>;
  throw new DomainError(first.code, messages.join('; '), Object.keys(details).length > 0 ? details : undefined);
}

/**
 * The teaser or the IM went out: "Teaser sent" and "IM sent" are ticked now, by the sender, unless
 * they already were (a later sending does not move the date of the first).
 */
async function tickSent(
  commands: Commands,
  purchase: NonNullable<SendBuyerDocumentsLookups['purchase']>,
  sent: readonly string[],
  documents: SendBuyerDocumentsLookups['documents'],
  now: Date,
  metadata: CommandMetadata,
): Promise<void> {
  const levels = new Set(documents.filter((document) => sent.includes(document.id)).map((d) => d.buyerAccess));
  const tick = { checked: true, timestamp: now.toISOString() };
  const changes = {
    ...(levels.has('teaser') && !purchase.sentTeaser.checked ? { sentTeaser: tick } : {}),
    ...(levels.has('nda') && !purchase.sentIM.checked ? { sentIM: tick } : {}),
  };
  if (Object.keys(changes).length === 0) return;
  await commands.execute(purchaseDecider, {
    command: { type: 'UpdatePurchase', purchaseId: purchase.id, changes, at: now.toISOString() },
    metadata,
  });
}

/** What the mail server said, in a sentence, without the transport's stack. */
function mailRefusal(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return `The mail server refused it: ${text.split('\n')[0]!.slice(0, 300)}`;
}
