import { z } from 'zod';
import { exportIdSchema, pageQuerySchema, ProjectServiceType, ProjectTypes } from '@dealbook/contracts';
import { communicationFilterKinds, crmEventFilterKinds, type FieldKind } from '@dealbook/projections';

/**
 * Schemas of inputs that handlers parse themselves (list query strings, `{limit}` and date path
 * segments): what the OpenAPI document shows for them. Each mirrors the parser it names; the
 * traffic test (test/e2e/openapi-traffic.e2e.spec.ts) sends real requests through them.
 */

const filterValue: Record<FieldKind, z.ZodType> = {
  text: z.string().describe('Matches case-insensitively anywhere in the field'),
  boolean: z.enum(['true', 'false']),
  number: z.number(),
  choice: z.union([z.string(), z.array(z.string())]).describe('One value, or the key repeated for any of several'),
  list: z.union([z.string(), z.array(z.string())]).describe('Records whose list holds any of the values'),
};

/** Spec §5 filters of a list, one optional query key per field, as its projection's parser reads them. */
export function filterQuery(kinds: Readonly<Record<string, FieldKind>>): z.ZodRawShape {
  return Object.fromEntries(Object.entries(kinds).map(([field, kind]) => [field, filterValue[kind].optional()]));
}

/** Paging of every list (pageQuerySchema) and the cursor the lists are moving to. */
export const pageQuery = pageQuerySchema.extend({
  after: z.string().optional().describe('Opaque cursor of the next page, where the list answers one'),
});

export const listQuery = (kinds: Readonly<Record<string, FieldKind>> = {}) => pageQuery.extend(filterQuery(kinds));

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
export const communicationListQuery = listQuery(communicationFilterKinds).extend({
  from: isoDateParam.optional().describe('Calls on or after this date'),
  to: isoDateParam.optional().describe('Calls on or before this date (a bare date: the end of that day, UTC)'),
});

/** Events also take `attendees` (parseCrmEventFilter): the events these contacts are invited to. */
export const crmEventListQuery = listQuery(crmEventFilterKinds).extend({
  attendees: z
    .union([z.uuid(), z.array(z.uuid())])
    .optional()
    .describe('Contact ids, the key repeated for several'),
});

/** `{limit}` of the top-N lookups (parseTopLimit): 1..100, 5 when the segment is left out. */
export const topLimitParam = z.number().int().min(1).max(100);

/** `{ids}`: record ids separated by commas. */
export const idListParam = z.string().describe('Record ids (UUIDs) separated by commas');

/** `{limit}` of the project top-N (parseTopLimit up to 50): 1..50. */
export const projectTopLimitParam = z.number().int().min(1).max(50);

/** `{serviceOfInterest}` of the project lists: a ProjectServiceType number, or all. */
export const serviceOfInterestParam = z.union([z.literal('all'), z.literal(Object.values(ProjectServiceType))]);

/** `{owner}` of the project lists: a user id, or all. */
export const ownerParam = z.union([z.literal('all'), z.uuid()]);

export const projectTypeParam = z.enum(ProjectTypes);
