import { Controller } from '@nestjs/common';
import { countCrmEvents, findTopCrmEvents, parseCrmEventFilter, searchCrmEvents } from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { crmEventExportColumns } from './crm-event-export-columns.js';
import { crmEventSchema } from '@dealbook/contracts';
import { crmEventList, crmEventListQuery, pageQuery } from '../../platform/openapi/doc-parameters.js';
import { CollectionRoutes, defineCollection } from '../../platform/record-routes/collection-routes.js';

/** Spec §5: find/top's blank text arrives as a single space and lists the latest events. */
const crmEventCollection = defineCollection({
  item: crmEventSchema,
  parseFilter: parseCrmEventFilter,
  search: searchCrmEvents,
  pageQuery: pageQuery(crmEventList),
  listQuery: crmEventListQuery,
  list: 'paged',
  count: { all: countCrmEvents },
  searchRoute: true,
  export: () => ({ name: 'events', sheetName: 'Events', columns: crmEventExportColumns }),
  top: { param: 'searchString', find: findTopCrmEvents },
});

/**
 * The event collection calls of spec §7.5. A contact's "events attended" is
 * `search?attendees=<contactId>`.
 */
@Controller('events')
@Roles('user')
export class EventsController extends CollectionRoutes(crmEventCollection) {}
