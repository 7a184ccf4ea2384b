import {
  CompanyFieldNames,
  CompanyRoleFlagLabels,
  ContactFieldNames,
  communicationTypeLabel,
  dealStatusLabel,
  lostReasonLabel,
  projectFieldLabels,
  PurchaseMilestoneLabels,
  serviceLabel,
  velocityProductLabel,
  BuyerAccessLabels,
  type BuyerAccess,
  type ChangedFields,
  type ClientReview,
  type LinkableType,
  type SentencePart,
} from '@dealbook/contracts';
import { fieldWord, valueWords } from './history-field-words.js';

/** What a phrase may ask for; names are looked up for all lines of a history at once. */
export interface PhraseContext {
  /** The event's payload. */
  data: Record<string, unknown>;
  /** The fields the event moved, as its catalogue reads the payload. */
  changes: ChangedFields;
  /** The record type of the stream ("task"), for field words and values. */
  recordType: string;
  /** "the task ‘Review the heads of terms’", the name linked. */
  thing: SentencePart[];
  /** Another record by its name, linked; `fallback` (a name the event carries) if it is gone. */
  named(type: LinkableType, id: unknown, fallback?: unknown): SentencePart;
  /** A member of staff by name. */
  person(id: unknown): SentencePart;
}

type Piece = SentencePart | SentencePart[] | string;
export type Phrase = (c: PhraseContext) => Piece[];

/** "and" between the last two: "the subject, due date and priority". */
export function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const created =
  (verb: string): Phrase =>
  (c) => [`${verb} `, c.thing];
/** A deleted record is named by the name its last event carries (the describer reads it). */
const deleted: Phrase = (c) => ['deleted ', c.thing];

/** "edited the task ‘X’: the subject and due date" (fields no table names are left out). */
const edited: Phrase = (c) => {
  const fields = Object.keys(c.changes)
    .map((field) => fieldWord(c.recordType, field))
    .filter((word): word is string => word !== undefined);
  return ['edited ', c.thing, fields.length > 0 ? `: ${listed(fields.map((f) => `the ${f}`))}` : ''];
};

/**
 * "redacted the text of the note ‘X’" (issue 37): what it said before reads as redacted
 * everywhere, so nothing of it is told here either.
 */
const redacted: Phrase = (c) => ['redacted the text of ', c.thing];

/** "changed the status of the task ‘X’ from Not Started to Completed". */
const moved =
  (field: string): Phrase =>
  (c) => {
    const word = fieldWord(c.recordType, field) ?? 'details';
    const from = valueWords(c.recordType, field, c.data.from);
    const to = valueWords(c.recordType, field, c.data.to);
    return from === 'nothing'
      ? [`set the ${word} of `, c.thing, ` to ${to}`]
      : [`changed the ${word} of `, c.thing, ` from ${from} to ${to}`];
  };

const ref = (value: unknown) => (value ?? {}) as { type?: LinkableType; id?: string; name?: string };
const linked: Phrase = (c) => [
  'linked ',
  c.thing,
  ' to ',
  c.named(ref(c.data.to).type ?? 'project', ref(c.data.to).id),
];
const unlinked: Phrase = (c) => [
  'unlinked ',
  c.thing,
  ' from ',
  c.named(ref(c.data.from).type ?? 'project', ref(c.data.from).id),
];

/** A purchaser's or a document's tick: "ticked NDA sent for the purchaser Acme Ltd". */
const ticked =
  (milestone: (data: Record<string, unknown>) => string): Phrase =>
  (c) => {
    const on = (c.data.to as { checked?: boolean } | undefined)?.checked === true;
    const label = (PurchaseMilestoneLabels as Record<string, string>)[milestone(c.data)] ?? 'a milestone';
    return [`${on ? 'ticked' : 'unticked'} ${label} for `, c.thing];
  };

/** What a client-review change did, as the deal team says it (the client's comment with a decision). */
const reviewed: Phrase = (c) => {
  const to = (c.data.to ?? {}) as Partial<ClientReview>;
  const comment = to.comment?.trim() ? `: ${to.comment.trim()}` : '';
  if (c.data.fileVersion !== undefined) return ['resubmitted ', c.thing, ` as version ${String(c.data.fileVersion)}`];
  switch (to.state) {
    case 'approved':
      return ['approved ', c.thing, comment];
    case 'rejected':
      return ['rejected ', c.thing, comment];
    case 'awaiting':
      return [
        'submitted ',
        c.thing,
        (to.round ?? 1) > 1 ? ` for client approval again (round ${to.round})` : ' for client approval',
      ];
    case 'shared':
      return ['shared ', c.thing, ' with the client'];
    default:
      return ['withdrew ', c.thing, ' from the client'];
  }
};

const people = (c: PhraseContext, ids: unknown): Piece[] => {
  const list = Array.isArray(ids) ? ids : [];
  if (list.length === 0) return ['nobody'];
  return list.flatMap((id, at) => [at === 0 ? '' : at === list.length - 1 ? ' and ' : ', ', c.person(id)]);
};

const attendee = (c: PhraseContext) => c.named('contact', c.data.attendee);
const company = (c: PhraseContext) => c.named('company', c.data.companyId, c.data.companyName);

/**
 * Every event type of the product's records in words, written by hand: the line reads
 * "<who> <phrase>". A type left out reads by its effect (created, changed, deleted).
 */
/**
 * A merge in words (issue 32), the same sentence on both records' histories: "merged Acme Ltd into
 * Acme Limited", naming the values the survivor took; its undo "undid the merge of … into …".
 */
function merges(type: 'company' | 'contact'): Record<string, Phrase> {
  const idField = type === 'company' ? 'companyId' : 'contactId';
  const own = (c: PhraseContext) =>
    c.named(type, c.data[idField], type === 'company' ? c.data.companyName : c.data.fullName);
  const other = (c: PhraseContext, key: string) => c.named(type, ref(c.data[key]).id, ref(c.data[key]).name);
  // In form order (a stored payload's keys come back in jsonb's order, not the form's).
  const formOrder: readonly string[] = type === 'company' ? CompanyFieldNames : ContactFieldNames;
  const taken = (c: PhraseContext) => {
    const fields = formOrder
      .filter((field) => field in c.changes)
      .map((field) => fieldWord(type, field))
      .filter((word): word is string => word !== undefined);
    return fields.length > 0 ? `, taking its ${listed(fields)}` : '';
  };
  const prefix = type === 'company' ? 'Company' : 'Contact';
  return {
    [`${prefix}Merged`]: (c) => ['merged ', other(c, 'merged'), ' into ', own(c), taken(c)],
    [`${prefix}MergedInto`]: (c) => ['merged ', own(c), ' into ', other(c, 'into')],
    [`${prefix}MergeUndone`]: (c) => ['undid the merge of ', other(c, 'merged'), ' into ', own(c)],
    [`${prefix}RestoredFromMerge`]: (c) => ['undid the merge of ', own(c), ' into ', other(c, 'from')],
  };
}

export const phrases: Record<string, Phrase> = {
  ...merges('company'),
  ...merges('contact'),
  PurchaseCompanyChanged: (c) => [
    'moved ',
    c.thing,
    ' from ',
    c.named('company', ref(c.data.from).id, ref(c.data.from).name),
    ' to ',
    c.named('company', ref(c.data.to).id, ref(c.data.to).name),
  ],
  // Projects
  ProjectRegistered: (c) => [
    'registered ',
    c.thing,
    ' for ',
    c.named('company', (c.data.fields as { client?: unknown } | undefined)?.client, c.data.clientName),
  ],
  ProjectUpdated: edited,
  ProjectStatusChanged: moved('status'),
  OpportunityStatusChanged: moved('opportunityStatus'),
  ProjectConvertedToDeal: (c) => [
    'converted ',
    c.thing,
    ` to a deal (${typeof c.data.dealStatus === 'number' ? dealStatusLabel(c.data.dealStatus) : 'no deal status'})`,
  ],
  ProjectReturnedToOpportunity: (c) => ['returned ', c.thing, ' to an opportunity'],
  DealStatusChanged: moved('dealStatus'),
  LostOpportunityRecorded: (c) => {
    const to = (c.data.to ?? {}) as { reason?: number | null; description?: string };
    const reason = typeof to.reason === 'number' ? lostReasonLabel(to.reason) : 'no reason given';
    return ['recorded why ', c.thing, ` was lost: ${reason}${to.description ? ` (${to.description})` : ''}`];
  },
  ProjectServiceChanged: (c) => {
    const to = (c.data.to ?? {}) as { serviceOfInterest?: number; velocityProducts?: number[] };
    const products = (to.velocityProducts ?? []).map(velocityProductLabel);
    const service = typeof to.serviceOfInterest === 'number' ? serviceLabel(to.serviceOfInterest) : 'none';
    return ['changed the service of ', c.thing, ` to ${service}${products.length ? ` (${listed(products)})` : ''}`];
  },
  ProjectClientChanged: (c) => [
    'moved ',
    c.thing,
    ' from ',
    c.named('company', ref(c.data.from).id, ref(c.data.from).name),
    ' to ',
    c.named('company', ref(c.data.to).id, ref(c.data.to).name),
  ],
  MoneyLaunderingCheckRecorded: (c) => {
    const on = (c.data.to as { checked?: boolean } | undefined)?.checked === true;
    const check = (projectFieldLabels as Record<string, string>)[String(c.data.check)] ?? 'the money-laundering check';
    return [`${on ? 'ticked' : 'unticked'} ${check} on `, c.thing];
  },
  ProjectTeamChanged: (c) => {
    const parts: Piece[] = [];
    for (const [field, change] of Object.entries(c.changes)) {
      const word = fieldWord('project', field);
      if (!word) continue;
      const ids = Array.isArray(change.to) ? change.to : change.to ? [change.to] : [];
      parts.push(
        parts.length === 0 ? ': ' : '; ',
        `${word} `,
        ...(field === 'blueboxContacts' ? people(c, ids) : people(c, ids)),
      );
    }
    return ['changed the people on ', c.thing, ...parts];
  },
  ProjectDeleted: deleted,
  ProjectTextRedacted: redacted,

  // Purchasers
  PurchaseRegistered: (c) => [
    'added ',
    c.named('company', ref(c.data.company).id, ref(c.data.company).name),
    ' as a purchaser on ',
    c.named('project', ref(c.data.project).id, ref(c.data.project).name),
  ],
  PurchaseCommentsUpdated: edited,
  PurchaseStageChanged: (c) => ['moved ', c.thing, ` to the stage ‘${String(c.data.to ?? '')}’`],
  PurchasePriorityChanged: moved('priority'),
  PurchaseNdaSent: ticked(() => 'sentNDA'),
  PurchaseNdaSigned: ticked(() => 'signedNDA'),
  PurchaseImSent: ticked(() => 'sentIM'),
  PurchaseTeaserSent: ticked(() => 'sentTeaser'),
  PurchaseMilestoneCleared: ticked((data) => String(data.milestone)),
  PurchaseSubmittedForApproval: reviewed,
  PurchaseApprovalDecided: reviewed,
  PurchaseDeleted: (c) => ['removed the purchaser ', String(c.data.companyName ?? '')],
  PurchaseTextRedacted: redacted,

  // Tasks
  TaskCreated: created('created'),
  TaskUpdated: edited,
  TaskStatusChanged: moved('status'),
  TaskReassigned: (c) => ['assigned ', c.thing, ' to ', ...people(c, c.data.to)],
  TaskLinked: linked,
  TaskUnlinked: unlinked,
  TaskDeleted: deleted,
  TaskTextRedacted: redacted,

  // Companies
  CompanyRegistered: created('added'),
  CompanyUpdated: edited,
  CompanyRoleFlagsChanged: (c) => {
    const roles = Object.entries(c.changes).map(
      ([flag, change]) =>
        `${change.to ? 'now' : 'no longer'} ${((CompanyRoleFlagLabels as Record<string, string>)[flag] ?? 'a role').toLowerCase()}`,
    );
    return ['changed the roles of ', c.thing, roles.length ? `: ${listed(roles)}` : ''];
  },
  CompanyDeleted: deleted,
  CompanyTextRedacted: redacted,

  // Contacts
  ContactRegistered: created('added'),
  ContactUpdated: edited,
  ContactMarkedDoNotContact: (c) => ['marked ', c.thing, ' do not contact'],
  ContactDoNotContactLifted: (c) => ['lifted do not contact on ', c.thing],
  ContactMadeAmbassador: (c) => ['made ', c.thing, ' an ambassador'],
  ContactAmbassadorRoleEnded: (c) => ['ended the ambassador role of ', c.thing],
  ContactAmbassadorNdaSigned: (c) => ['recorded that ', c.thing, ' signed the ambassador NDA'],
  ContactAmbassadorNdaWithdrawn: (c) => ['recorded that ', c.thing, ' withdrew the ambassador NDA'],
  ContactJoinedCompany: (c) => ['recorded that ', c.thing, ' works at ', company(c)],
  ContactLeftCompany: (c) => ['recorded that ', c.thing, ' left ', company(c)],
  ContactReferralAdded: (c) => ['recorded that ', c.thing, ' referred ', company(c)],
  ContactReferralRemoved: (c) => ['removed the referral of ', company(c), ' by ', c.thing],
  ContactDeleted: deleted,
  ContactPersonalDataExported: (c) => ['exported the personal data held on ', c.thing],
  // A user's other events read by their effect (created, changed, deleted); this one is said.
  UserPersonalDataExported: (c) => ['exported the personal data held on ', c.thing],
  ContactErased: (c) => ['erased the personal data held on ', c.thing, ` (${String(c.data.reason)})`],
  // Says who was erased no more than the event does: the contact's own history has the erasure.
  ImportFileDeletedForErasure: (c) => ['deleted the uploaded file of ', c.thing, ' as a person it named was erased'],

  // Events
  CrmEventScheduled: created('scheduled'),
  CrmEventUpdated: edited,
  CrmEventStatusChanged: moved('status'),
  AttendeeInvited: (c) => ['invited ', attendee(c), ' to ', c.thing],
  AttendeeStatusChanged: (c) => [
    'changed ',
    attendee(c),
    ` at `,
    c.thing,
    ` from ${valueWords('attendee', 'status', c.data.from)} to ${valueWords('attendee', 'status', c.data.to)}`,
  ],
  AttendeeResponded: (c) => [
    'recorded that ',
    attendee(c),
    c.data.hasResponded ? ' responded to ' : ' has not responded to ',
    c.thing,
  ],
  AttendeeRemoved: (c) => ['removed ', attendee(c), ' from ', c.thing],
  CrmEventDeleted: deleted,
  CrmEventTextRedacted: redacted,

  // Payments
  PaymentScheduled: created('scheduled'),
  PaymentUpdated: edited,
  PaymentStatusChanged: moved('status'),
  PaymentMarkedPaid: (c) => ['marked ', c.thing, ' paid'],
  PaymentLinked: linked,
  PaymentUnlinked: unlinked,
  PaymentDeleted: deleted,
  PaymentTextRedacted: redacted,

  // Notes
  NoteAdded: created('added'),
  NoteEdited: edited,
  NoteLinked: linked,
  NoteUnlinked: unlinked,
  NoteDeleted: deleted,
  NoteTextRedacted: redacted,

  // Documents
  AttachmentUploaded: created('uploaded'),
  AttachmentRenamed: (c) => [
    'renamed ',
    c.thing,
    ` from ‘${String(c.data.from ?? '')}’ to ‘${String(c.data.to ?? '')}’`,
  ],
  AttachmentDescriptionChanged: (c) => ['changed the description of ', c.thing],
  // "made the document ‘IM.pdf’ NDA-gated for buyers", "… not for buyers".
  // Buyer documents (issue 38): "sent ‘Heron IM.pdf’ to Ada Quill at Acme Ltd", "withdrew …".
  BuyerDocumentsSent: (c) => {
    const documents = ((c.data.documents ?? []) as { fileName?: string }[]).map((d) => `‘${d.fileName ?? ''}’`);
    const recipient = (c.data.recipient ?? {}) as { name?: string };
    const purchaser = (c.data.purchaser ?? {}) as { name?: string };
    return [`sent ${listed(documents)} to ${recipient.name ?? 'a recipient'} at ${purchaser.name ?? 'the purchaser'}`];
  },
  BuyerLinkRevoked: () => ['withdrew the link to the buyer documents'],
  // No one of the firm acted: the recipient did, through their link ("Ada Quill downloaded ‘IM.pdf’").
  BuyerLinkUsed: (c) => {
    const action = String(c.data.action);
    const document = c.data.documentId ? 'a document' : '';
    return [
      c.named('contact', c.data.recipientId, 'the recipient'),
      action === 'opened' ? ' opened their link to the buyer documents' : ` ${action} ${document} through their link`,
    ];
  },
  AttachmentBuyerAccessChanged: (c) => {
    const to = c.data.to as BuyerAccess;
    return to === 'none'
      ? ['made ', c.thing, ' not for buyers']
      : ['made ', c.thing, ` a buyer document: ${BuyerAccessLabels[to] ?? String(to)}`];
  },
  AttachmentLinked: linked,
  AttachmentUnlinked: unlinked,
  AttachmentClientReviewChanged: reviewed,
  AttachmentApprovalDecided: reviewed,
  AttachmentResubmitted: reviewed,
  AttachmentDeleted: deleted,
  AttachmentTextRedacted: redacted,

  // Calls and other communications
  CommunicationLogged: (c) => {
    const type = (c.data.fields as { commsType?: unknown } | undefined)?.commsType;
    const kind = typeof type === 'number' ? communicationTypeLabel(type).toLowerCase() : 'call';
    const noun = kind === 'phone' ? 'a call' : `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
    // The outcome is what a reader of a timeline wants of a call (spec §4.4's words, not codes).
    const outcome = (c.data.fields as { outcome?: unknown } | undefined)?.outcome;
    return [`logged ${noun}`, c.thing.slice(1), typeof outcome === 'string' && outcome !== '' ? `: ${outcome}` : ''];
  },
  CommunicationUpdated: edited,
  CommunicationOutcomeChanged: (c) => ['recorded the outcome of ', c.thing, `: ${String(c.data.to ?? 'none')}`],
  CommunicationLinked: linked,
  CommunicationUnlinked: unlinked,
  CommunicationDeleted: deleted,
  CommunicationTextRedacted: redacted,

  // Report schedules' runs (the scheduler's, so "The system …")
  ReportRunStarted: (c) =>
    typeof c.data.attempt === 'number' && c.data.attempt > 1
      ? ['took over a run of ', c.thing, ' (its instance stopped)']
      : ['started a run of ', c.thing],
  ReportRunFinished: (c) => {
    // rowCount: ReportRunFinished version 2; a version 1 event (`rows`) reaches here upcast.
    const count = c.data.rowCount;
    const rows = typeof count === 'number' ? ` (${count} ${count === 1 ? 'row' : 'rows'})` : '';
    switch (c.data.outcome) {
      case 'sent':
        return ['sent the report of ', c.thing, rows];
      case 'outbox':
        return ['kept the report of ', c.thing, ' in the outbox', rows];
      default:
        return ['could not send the report of ', c.thing];
    }
  },
};
