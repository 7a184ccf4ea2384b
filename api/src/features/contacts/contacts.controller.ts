import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Contact, ContactListItem, SessionUser } from '@dealbook/contracts';
import {
  countContacts,
  findContactsByIds,
  findContactsByName,
  findContactsCreatedBetween,
  findTopContacts,
  listContacts,
  parseContactFilter,
  searchContacts,
  findPossibleDuplicateContacts,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { contactExportColumns } from './contact-export-columns.js';
import { ambassadorContactExportColumns } from './ambassador-contact-export-columns.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { contactListItemSchema, contactSchema } from '@dealbook/contracts';
import { contactList, listQuery, pageQuery, topLimitParam } from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseTopLimit } from '../../kernel/http/path-segments.js';
import { pagingOnly } from '../../kernel/http/list-query.js';
import { ExportDoc } from '../../platform/exports/export-doc.decorator.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { contactDuplicatesQuerySchema, possibleDuplicateSchema, type PossibleDuplicate } from '@dealbook/contracts';
import { CollectionRoutes, defineCollection } from '../../platform/record-routes/collection-routes.js';

type Query = Record<string, unknown>;

/**
 * The contact routes of spec §7.4 every collection has: lists answer one page, the total in
 * X-Total-Count; findByQuery's filter rides in the path (JSON or a=b&c=d), the query string may
 * page and sort it; find/:text is name or reference containing the text; listByIds the contacts
 * of these ids that exist, in the order asked (at most 100).
 */
const contactCollection = defineCollection({
  item: contactSchema,
  parseFilter: parseContactFilter,
  search: searchContacts,
  pageQuery: pageQuery(contactList),
  listQuery: listQuery(contactList),
  list: 'paged',
  count: { all: countContacts },
  searchRoute: true,
  export: () => ({ name: 'contacts', sheetName: 'Contacts', columns: contactExportColumns }),
  findByQuery: true,
  findByName: findContactsByName,
  byDate: findContactsCreatedBetween,
  byIds: findContactsByIds,
});

/** The contact collection calls of spec §7.4: lists answer one page, the total in X-Total-Count. */
@Controller('contacts')
@Roles('user')
export class ContactsController extends CollectionRoutes(contactCollection) {
  /** The light list of pickers: id, reference, name, job title, e-mail and companies. */
  @Get('list')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(contactListItemSchema), query: pageQuery(contactList) })
  async pickerList(@Query() query: Query): Promise<RecordAnswer<ContactListItem[]>> {
    return pageAnswer(await listContacts(this.db, pagingOnly(query)));
  }

  /**
   * The create form's warning (issue 32): the contacts that may be the one being entered, by
   * name (forgiving punctuation and case), e-mail or telephone number.
   */
  @Get('possible-duplicates')
  @ResponseDoc({ body: z.array(possibleDuplicateSchema) })
  possibleDuplicates(
    @Query(new ZodValidationPipe(contactDuplicatesQuerySchema, 'query'))
    query: z.output<typeof contactDuplicatesQuerySchema>,
  ): Promise<PossibleDuplicate[]> {
    return findPossibleDuplicateContacts(this.db, query);
  }

  /** The ambassador people grid's export: `search`'s filter, ambassadors only. */
  @Get('export/ambassadors')
  @ExportDoc(listQuery(contactList))
  async exportAmbassadors(
    @Query() query: Query,
    @CurrentUser() user: SessionUser,
    @Res() res: Response,
  ): Promise<void> {
    await this.exports.send(res, user, query, {
      name: 'ambassador_people',
      sheetName: 'Ambassador people',
      columns: ambassadorContactExportColumns,
      parseFilter: (filter) => parseContactFilter({ ...filter, isAmbassador: 'true' }),
      read: (filter, page) => searchContacts(this.db, filter, page),
    });
  }

  /** Those not to be contacted (spec §3.3 doNotContact), for callers' exclusion lists. */
  @Get('doNotContact')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(contactSchema), query: pageQuery(contactList) })
  async doNotContact(@Query() query: Query): Promise<RecordAnswer<Contact[]>> {
    const filter = parseContactFilter({ doNotContact: 'true' });
    return pageAnswer(await searchContacts(this.db, filter, pagingOnly(query)));
  }

  /** By first and last name, rather than the one text of the other collections' find/top. */
  @Get(['find/top/:firstName/:lastName', 'find/top/:firstName/:lastName/:limit'])
  @ResponseDoc({ body: z.array(contactSchema), params: { limit: topLimitParam } })
  top(
    @Param('firstName') firstName: string,
    @Param('lastName') lastName: string,
    @Param('limit') limit?: string,
  ): Promise<Contact[]> {
    return findTopContacts(this.db, firstName, lastName, parseTopLimit(limit));
  }

  @Get(['find/topAmbassadors/:firstName/:lastName', 'find/topAmbassadors/:firstName/:lastName/:limit'])
  @ResponseDoc({ body: z.array(contactSchema), params: { limit: topLimitParam } })
  topAmbassadors(
    @Param('firstName') firstName: string,
    @Param('lastName') lastName: string,
    @Param('limit') limit?: string,
  ): Promise<Contact[]> {
    return findTopContacts(this.db, firstName, lastName, parseTopLimit(limit), { ambassadorsOnly: true });
  }
}
