import { z } from 'zod';
import { exportIdSchema, pageQuerySchema, ProjectServiceType, ProjectTypes } from '@dealbook/contracts';
import {
  AttachmentSortFields,
  CommunicationSortFields,
  CompanySortFields,
  ContactSortFields,
  CrmEventSortFields,
  NoteSortFields,
  PaymentSortFields,
  ProjectSortFields,
  PurchaseSortFields,
  TaskSortFields,
  attachmentFilterKinds,
  attachmentFilterValues,
  communicationFilterKinds,
  communicationFilterValues,
  companyFilterKinds,
  companyFilterValues,
  contactFilterKinds,
  contactFilterValues,
  crmEventFilterKinds,
  crmEventFilterValues,
  noteFilterKinds,
  noteFilterValues,
  paymentFilterKinds,
  paymentFilterValues,
  projectFilterKinds,
  projectFilterValues,
  purchaseFilterKinds,
  purchaseFilterValues,
  taskFilterKinds,
  taskFilterValues,
  type FieldKind,
  type FilterValue,
} from '@dealbook/projections';
import { MaxIdsPerLookup } from '../../kernel/http/path-segments.js';

/**
 * Schemas of inputs that handlers parse themselves (list query strings, `{limit}` and date path
 * segments): what the OpenAPI document shows for them. Each mirrors the parser it names; the
 * traffic test (test/e2e/openapi-traffic.e2e.spec.ts) sends real requests through them.
 */

/**
 * How a list reads its query string: its projection's filter fields (spec §5) and what their
 * values are, and the fields `sort` takes.
 */
export interface ListQueryDoc {
  filters: Readonly<Record<string, FieldKind>>;
  values: Readonly<Record<string, FilterValue>>;
  sort: readonly string[];
}

const listDoc = (
  sort: readonly string[],
  filters: Readonly<Record<string, FieldKind>>,
  values: Readonly<Record<string, FilterValue>>,
): ListQueryDoc => ({ filters, values, sort });

export const companyList = listDoc(CompanySortFields, companyFilterKinds, companyFilterValues);
export const contactList = listDoc(ContactSortFields, contactFilterKinds, contactFilterValues);
export const taskList = listDoc(TaskSortFields, taskFilterKinds, taskFilterValues);
export const noteList = listDoc(NoteSortFields, noteFilterKinds, noteFilterValues);
export const paymentList = listDoc(PaymentSortFields, paymentFilterKinds, paymentFilterValues);
export const attachmentList = listDoc(AttachmentSortFields, attachmentFilterKinds, attachmentFilterValues);
export const crmEventList = listDoc(CrmEventSortFields, crmEventFilterKinds, crmEventFilterValues);
export const communicationList = listDoc(CommunicationSortFields, communicationFilterKinds, communicationFilterValues);
export const purchaseList = listDoc(PurchaseSortFields, purchaseFilterKinds, purchaseFilterValues);
export const projectList = listDoc(ProjectSortFields, projectFilterKinds, projectFilterValues);

const isStringList = (value: FilterValue): value is readonly string[] => Array.isArray(value);

/** One value of a choice or list filter: a member of its enumeration, a record id, or text. */
function filterItem(value: FilterValue | undefined): { item: z.ZodType; members?: string } {
  if (value === undefined) return { item: z.string() };
  if (value === 'id') return { item: z.uuid() };
  if (isStringList(value)) return { item: z.enum(value as [string, ...string[]]) };
  // A numeric enumeration travels as its numbers: the names say what each is.
  const members = Object.entries(value).map(([name, number]) => `${number} (${name})`);
  return { item: z.enum(value), members: `: ${members.join(', ')}` };
}

/**
 * The query schema of one filter. A choice or list filter takes one value, or the key repeated
 * for several (`?status=1&status=2`): an array, which the document gives `style: form, explode: true`.
 */
function filterParam(kind: FieldKind, value: FilterValue | undefined): z.ZodType {
  const { item, members = '' } = filterItem(value);
  switch (kind) {
    case 'text':
      return z.string().describe('Matches case-insensitively anywhere in the field');
    case 'boolean':
      return z.enum(['true', 'false']);
    case 'number':
      return z.number();
    case 'choice':
      return z.array(item).describe(`One value, or the key repeated for any of several${members}`);
    case 'list':
      return z
        .array(item)
        .describe(`Records whose list holds any of the values, the key repeated for several${members}`);
  }
}

/** Spec §5 filters of a list, one optional query key per field, as its projection's parser reads them. */
export function filterQuery(list: ListQueryDoc): z.ZodRawShape {
  return Object.fromEntries(
    Object.entries(list.filters).map(([field, kind]) => [field, filterParam(kind, list.values[field]).optional()]),
  );
}

/** `sort`: one of a list's sortable fields (listOrder), prefixed with `-` for descending. */
export const sortParam = (fields: readonly string[]) =>
  z
    .enum(fields.flatMap((field) => [field, `-${field}`]) as [string, ...string[]])
    .optional()
    .describe('The field to sort by, ascending; prefixed with - for descending');

/** Paging of every list (pageQuerySchema), its sortable fields and the cursor the lists are moving to. */
export const pageQuery = (list: ListQueryDoc) =>
  pageQuerySchema.extend({
    sort: sortParam(list.sort),
    after: z.string().optional().describe('Opaque cursor of the next page, where the list answers one'),
  });

export const listQuery = (list: ListQueryDoc) => pageQuery(list).extend(filterQuery(list));

/**
 * A grid's export takes its list's query (parseExportQuery: paging keys accepted, ignored) and
 * the `exportId` its progress is pushed under.
 */
export const exportQuery = (list: z.ZodObject) =>
  list.extend({
    exportId: exportIdSchema
      .optional()
      .describe('Names this export: its progress is pushed as export:progress to your sockets'),
  });

/** `{from}` / `{to}` (parseDateRange): an ISO date (a whole day) or an ISO date-time. */
export const isoDateParam = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** Communications also take `from`/`to` on commsDate (parseCommunicationFilter). */
export const communicationListQuery = listQuery(communicationList).extend({
  from: isoDateParam.optional().describe('Calls on or after this date'),
  to: isoDateParam.optional().describe('Calls on or before this date (a bare date: the end of that day, UTC)'),
});

/** Events also take `attendees` (parseCrmEventFilter): the events these contacts are invited to. */
export const crmEventListQuery = listQuery(crmEventList).extend({
  attendees: z
    .array(z.uuid())
    .optional()
    .describe('Contact ids: the key repeated for several (or one value of ids separated by commas)'),
});

/** `{limit}` of the top-N lookups (parseTopLimit): 1..100, 5 when the segment is left out. */
export const topLimitParam = z.number().int().min(1).max(100);

/** `{ids}` (parseIdList): record ids separated by commas, as many as MaxIdsPerLookup. */
export const idListParam = z
  .array(z.uuid())
  .min(1)
  .max(MaxIdsPerLookup)
  .describe('Record ids (UUIDs) separated by commas');

/** `{emails}` of GET /api/users/emails (emailsParamSchema): addresses separated by commas. */
export const emailListParam = z.array(z.email()).min(1).max(100).describe('E-mail addresses separated by commas');

/** `{limit}` of the project top-N (parseTopLimit up to 50): 1..50. */
export const projectTopLimitParam = z.number().int().min(1).max(50);

/** `{serviceOfInterest}` of the project lists: a ProjectServiceType number, or all. */
export const serviceOfInterestParam = z.union([z.literal('all'), z.literal(Object.values(ProjectServiceType))]);

/** `{owner}` of the project lists: a user id, or all. */
export const ownerParam = z.union([z.literal('all'), z.uuid()]);

export const projectTypeParam = z.enum(ProjectTypes);
