import type { DomainEvent, MergeableType, MergeMoveKind, NamedRef } from '@dealbook/contracts';
import { sql, type RawBuilder, type SqlBool } from 'kysely';

/** What a move needs to know of the record whose link moves, read from its read model. */
export interface MoveRow {
  id: string;
  version: number;
  /** Whether it links the record the link moves from / to. */
  holdsFrom: boolean;
  holdsTo: boolean;
  /** Kind-specific: a communication's `contacted` list, an invitation's status. */
  extra: unknown;
}

/** How one kind of link is found and moved on its record's own stream. */
export interface MoveKindSpec {
  /** The stream type of the records it moves (`task` for `task-<id>`). */
  stream: string;
  table: string;
  /** The rows that link `recordId`. */
  holds(recordId: string): RawBuilder<SqlBool>;
  /** What `MoveRow.extra` holds, for kinds that need more than the link. */
  extra?(recordId: string): RawBuilder<unknown>;
  /**
   * The events that take the record off `from` (when `removeFrom`) and put it on `to` (when
   * `addTo`), as the record's own existing events record a person doing it.
   */
  events(row: MoveRow, from: NamedRef, to: NamedRef, change: { removeFrom: boolean; addTo: boolean }): DomainEvent[];
}

const inList = (list: string, id: string) => sql<SqlBool>`(doc->${sql.lit(list)}) @> ${JSON.stringify([id])}::jsonb`;
/** The same test on the whole document, for tables whose GIN index is on it (attachments). */
const inDocList = (list: string, id: string) => sql<SqlBool>`doc @> ${JSON.stringify({ [list]: [id] })}::jsonb`;
/** The tables whose link lists are indexed through the whole document rather than the list. */
const wholeDocIndexed: ReadonlySet<string> = new Set(['attachments']);

/** A child linked by `XLinked`/`XUnlinked {to|from: {type, id}}` (tasks, notes, payments, attachments, communications). */
function childLink(stream: string, table: string, idField: string, linkType: MergeableType): MoveKindSpec {
  const list = linkType === 'company' ? 'companies' : 'contacts';
  const prefix = stream.charAt(0).toUpperCase() + stream.slice(1);
  return {
    stream,
    table,
    holds: (id) => (wholeDocIndexed.has(table) ? inDocList(list, id) : inList(list, id)),
    events: (row, from, to, { removeFrom, addTo }) => [
      ...(removeFrom
        ? [{ type: `${prefix}Unlinked`, data: { [idField]: row.id, from: { type: linkType, id: from.id } } }]
        : []),
      ...(addTo ? [{ type: `${prefix}Linked`, data: { [idField]: row.id, to: { type: linkType, id: to.id } } }] : []),
    ],
  };
}

/** A contact's link to a company on the contact's own stream: employment or referral. */
function contactCompanyLink(list: 'companies' | 'referrals'): MoveKindSpec {
  const [added, removed] =
    list === 'companies'
      ? ['ContactJoinedCompany', 'ContactLeftCompany']
      : ['ContactReferralAdded', 'ContactReferralRemoved'];
  return {
    stream: 'contact',
    table: 'contacts',
    // A company's people through contact_companies, indexed by company (the document's list is not).
    holds: (id) =>
      list === 'companies'
        ? sql<SqlBool>`id in (select contact_id from contact_companies where company_id = ${id}::uuid)`
        : inList(list, id),
    events: (row, from, to, { removeFrom, addTo }) => [
      ...(removeFrom
        ? [{ type: removed, data: { contactId: row.id, companyId: from.id, companyName: from.name } }]
        : []),
      ...(addTo ? [{ type: added, data: { contactId: row.id, companyId: to.id, companyName: to.name } }] : []),
    ],
  };
}

const companyKinds = {
  employee: contactCompanyLink('companies'),
  referral: contactCompanyLink('referrals'),
  'project-client': {
    stream: 'project',
    table: 'projects',
    holds: (id) => sql<SqlBool>`client_id = ${id}::uuid`,
    // One client per project: the move is a change of client, never a second one.
    events: (row, from, to, { removeFrom }) =>
      removeFrom ? [{ type: 'ProjectClientChanged', data: { projectId: row.id, from, to } }] : [],
  },
  purchase: {
    stream: 'purchase',
    table: 'purchases',
    holds: (id) => sql<SqlBool>`company_id = ${id}::uuid`,
    events: (row, from, to, { removeFrom }) =>
      removeFrom ? [{ type: 'PurchaseCompanyChanged', data: { purchaseId: row.id, from, to } }] : [],
  },
  task: childLink('task', 'tasks', 'taskId', 'company'),
  note: childLink('note', 'notes', 'noteId', 'company'),
  payment: childLink('payment', 'payments', 'paymentId', 'company'),
  attachment: childLink('attachment', 'attachments', 'attachmentId', 'company'),
  communication: childLink('communication', 'communications', 'communicationId', 'company'),
  'client-user': {
    stream: 'user',
    table: 'users',
    holds: (id) => sql<SqlBool>`(not deleted and companies @> ${JSON.stringify([id])}::jsonb)`,
    // A client user reads exactly the companies on their record: they move with their company.
    events: (row, from, to, { removeFrom, addTo }) => [
      ...(removeFrom
        ? [{ type: 'TeamMemberItemRemoved', data: { userId: row.id, list: 'companies', itemId: from.id } }]
        : []),
      ...(addTo ? [{ type: 'TeamMemberItemAdded', data: { userId: row.id, list: 'companies', itemId: to.id } }] : []),
    ],
  },
} satisfies Partial<Record<MergeMoveKind, MoveKindSpec>>;

/** An invitation as the crm event keeps it, so the undo gives the merged contact back the same one. */
export interface Invitation {
  status: number;
  hasResponded: boolean;
}

const contactKinds = {
  task: childLink('task', 'tasks', 'taskId', 'contact'),
  note: childLink('note', 'notes', 'noteId', 'contact'),
  attachment: childLink('attachment', 'attachments', 'attachmentId', 'contact'),
  communication: childLink('communication', 'communications', 'communicationId', 'contact'),
  'communication-contacted': {
    stream: 'communication',
    table: 'communications',
    holds: (id) => inList('contacted', id),
    extra: () => sql`doc->'contacted'`,
    events: (row, from, to, { removeFrom, addTo }) => {
      const before = (row.extra as string[] | null) ?? [];
      // The survivor takes the merged contact's place in the list (the first named is shown first).
      const after = before.flatMap((id) => (id === from.id && removeFrom ? (addTo ? [to.id] : []) : [id]));
      if (addTo && !after.includes(to.id)) after.push(to.id);
      if (after.length === before.length && after.every((id, i) => id === before[i])) return [];
      return [
        {
          type: 'CommunicationUpdated',
          data: { communicationId: row.id, changes: { contacted: { from: before, to: after } } },
        },
      ];
    },
  },
  attendee: {
    stream: 'event',
    table: 'crm_events',
    holds: (id) => sql<SqlBool>`doc->'attendees' @> ${JSON.stringify([{ attendee: id }])}::jsonb`,
    extra: (id) =>
      sql`(select jsonb_build_object('status', a->'status', 'hasResponded', a->'hasResponded')
        from jsonb_array_elements(doc->'attendees') a where a->>'attendee' = ${id}::text limit 1)`,
    events: (row, from, to, { removeFrom, addTo }) => {
      const invitation = (row.extra as Invitation | null) ?? { status: 0, hasResponded: false };
      return [
        ...(removeFrom ? [{ type: 'AttendeeRemoved', data: { eventId: row.id, attendee: from.id } }] : []),
        ...(addTo
          ? [
              {
                type: 'AttendeeInvited',
                data: {
                  eventId: row.id,
                  attendee: to.id,
                  status: invitation.status,
                  hasResponded: invitation.hasResponded,
                },
              },
            ]
          : []),
      ];
    },
  },
} satisfies Partial<Record<MergeMoveKind, MoveKindSpec>>;

/** The kinds of link each type moves through its linked records' streams, in the order they are moved. */
export const moveKindsOf: Record<MergeableType, Partial<Record<MergeMoveKind, MoveKindSpec>>> = {
  company: companyKinds,
  contact: contactKinds,
};
