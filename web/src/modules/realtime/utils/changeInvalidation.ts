import { changeMessageSchema, TimelineLinkedTypes, type ChangeMessage } from '@dealbook/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys.js';

/** The socket is input like any other: only well-formed change messages reach the cache. */
export function isChangeMessage(value: unknown): value is ChangeMessage {
  return changeMessageSchema.safeParse(value).success;
}

/** What a change of one type shows on other types' screens, whose ids the message does not name. */
const alsoStale: Partial<Record<string, QueryKey[]>> = {
  // A communication is its purchasers' last contact and next action, and an entry of its project's history.
  communication: [queryKeys.lists('purchase'), queryKeys.records('purchase'), queryKeys.histories('project')],
  // Adding or removing a purchaser changes its project's purchaser count; its events are in the project's history.
  // Its client review is on the client's portal and may enter or leave the overdue approvals.
  // A use of its buyer documents' links is pushed as its change (issue 38).
  purchase: [
    queryKeys.buyerDocuments(),
    queryKeys.records('project'),
    queryKeys.histories('project'),
    queryKeys.clientPortal(),
    queryKeys.overdueApprovals(),
  ],
  // A document shared with or submitted to the client is on their portal and may be overdue.
  attachment: [queryKeys.clientPortal(), queryKeys.overdueApprovals()],
  // The portal shows the project's stage and timeline, and its payments due and paid.
  project: [queryKeys.clientPortal()],
  payment: [queryKeys.clientPortal()],
};

/**
 * The cached queries a change of one record makes stale: every list of that record type (a new,
 * edited or deleted record can enter, move within or leave any filtered page), the record's own
 * detail and history when it is known, and what it changes on other types' screens. The socket
 * push and this tab's own writes (useRefreshAfterWrite) both go by it.
 */
export function staleKeysOf(type: string, id?: string): QueryKey[] {
  return [
    queryKeys.lists(type),
    ...(id === undefined
      ? []
      : [queryKeys.record(type, id), queryKeys.history(type, id), queryKeys.timeline(type, id)]),
    ...(alsoStale[type] ?? []),
  ];
}

/**
 * Every list of calls (a record's tab, the purchaser drawer, the console's latest calls, a
 * dashboard's drill-down): each call's project, purchaser and person are named from their records.
 */
const callLists: QueryKey[] = [
  queryKeys.list('communication', 'search'),
  queryKeys.list('communication', 'latest'),
  queryKeys.dashboard('calls'),
];

/** The fields of a record that other types' lists show as its name, and those lists. */
const namedElsewhere: Partial<Record<string, { fields: readonly string[]; keys: QueryKey[] }>> = {
  company: { fields: ['companyName'], keys: callLists },
  contact: { fields: ['firstName', 'lastName'], keys: callLists },
  project: { fields: ['projectName'], keys: callLists },
};

/** What a rename (or deletion) makes stale where the record is shown by name; nothing for other edits. */
function renamedKeys(message: ChangeMessage): QueryKey[] {
  const named = namedElsewhere[message.type];
  if (!named) return [];
  const renamed = message.op === 'deleted' || named.fields.some((field) => Object.hasOwn(message.changes, field));
  return renamed ? named.keys : [];
}

export const invalidationKeys = (message: ChangeMessage): QueryKey[] => [
  ...staleKeysOf(message.type, message.id),
  ...renamedKeys(message),
];

/**
 * The record types the dashboards count: a logged call, a project's status change, a ticked NDA,
 * a task or a member's targets all move some figure.
 */
const dashboardTypes: ReadonlySet<string> = new Set(['communication', 'project', 'purchase', 'task', 'user']);

/**
 * Keys that a change makes stale but whose refetch is costly and shared by many pushes (a whole
 * board aggregates every call): the provider coalesces these, at most one refetch a second.
 */
export function coalescedInvalidationKeys(message: ChangeMessage): QueryKey[] {
  return [
    ...(dashboardTypes.has(message.type) ? [queryKeys.dashboards()] : []),
    ...(TimelineLinkedTypes.includes(message.type) ? [queryKeys.timelines()] : []),
  ];
}
