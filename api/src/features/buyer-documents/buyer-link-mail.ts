import type { BuyerDocumentsSent } from '@dealbook/contracts';
import type { Mail } from '../../infra/mail/mailer.js';

export interface BuyerLinkMailInput {
  brandName: string;
  /** The project's name, its code name for buyers: never the client's name. */
  projectName: string;
  event: BuyerDocumentsSent['data'];
  link: string;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** The e-mail a recipient gets: who sends what, their personal link, until when, and that it is theirs alone. */
export function buyerLinkMail({ brandName, projectName, event, link }: BuyerLinkMailInput): Mail {
  const documents = event.documents.map((document) => `- ${document.fileName}`).join('\n');
  return {
    to: event.recipient.email,
    subject: `${brandName}: documents on ${projectName}`,
    text: [
      `Dear ${event.recipient.name},`,
      '',
      ...(event.message ? [event.message, ''] : []),
      `${brandName} has shared these documents on ${projectName} with you:`,
      documents,
      '',
      `Read them here: ${link}`,
      '',
      `The link is yours alone and works until ${longDate(event.expiresAt)}. Each copy is marked with your name; please do not forward it.`,
    ].join('\n'),
  };
}
