import { Controller, Get, Header, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
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
  type ReadModelDatabase,
  findPossibleDuplicateContacts,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { GridExports } from '../../platform/exports/grid-exports.service.js';
import { contactExportColumns } from './contact-export-columns.js';
import { ambassadorContactExportColumns } from './ambassador-contact-export-columns.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { contactListItemSchema, contactSchema, countSchema } from '@dealbook/contracts';
import {
  contactList,
  idListParam,
  isoDateParam,
  listQuery,
  pageQuery,
  topLimitParam,
} from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseDateRange, parseIdList, parseTopLimit } from '../../kernel/http/path-segments.js';
import { pagingOnly, parseEncodedFilter, parseListQuery } from '../../kernel/http/list-query.js';
import { ExportDoc } from '../../platform/exports/export-doc.decorator.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { contactDuplicatesQuerySchema, possibleDuplicateSchema, type PossibleDuplicate } from '@dealbook/contracts';

type Query = Record<string, unknown>;

/** The contact collection calls of spec §7.4: lists answer one page, the total in X-Total-Count. */
@Controller('contacts')
@Roles('user')
export class ContactsController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(GridExports) private readonly exports: GridExports,
  ) {}

  @Get()
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(contactSchema), query: pageQuery(contactList) })
  async list(@Query() query: Query): Promise<RecordAnswer<Contact[]>> {
    return pageAnswer(await searchContacts(this.db, [], pagingOnly(query)));
  }

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

  /** A bare JSON number (Nest would send a number as text/html). */
  @Get('count')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema })
  count(): Promise<number> {
    return countContacts(this.db);
  }

  @Get('search')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(contactSchema), query: listQuery(contactList) })
  async search(@Query() query: Query): Promise<RecordAnswer<Contact[]>> {
    const { filter, page } = parseListQuery(query, parseContactFilter);
    return pageAnswer(await searchContacts(this.db, filter, page));
  }

  /** The contacts grid's "Export .xlsx": every contact of `search`'s filter, in its sort. */
  @Get('export')
  @ExportDoc(listQuery(contactList))
  async export(@Query() query: Query, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    await this.exports.send(res, user, query, {
      name: 'contacts',
      sheetName: 'Contacts',
      columns: contactExportColumns,
      parseFilter: parseContactFilter,
      read: (filter, page) => searchContacts(this.db, filter, page),
    });
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

  /** The filter rides in the path (JSON or a=b&c=d); the query string may page and sort it. */
  @Get('findByQuery/:query')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(contactSchema), query: pageQuery(contactList) })
  async findByQuery(@Param('query') encoded: string, @Query() query: Query): Promise<RecordAnswer<Contact[]>> {
    const filter = parseContactFilter(parseEncodedFilter(encoded));
    return pageAnswer(await searchContacts(this.db, filter, pagingOnly(query)));
  }

  /** Those not to be contacted (spec §3.3 doNotContact), for callers' exclusion lists. */
  @Get('doNotContact')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(contactSchema), query: pageQuery(contactList) })
  async doNotContact(@Query() query: Query): Promise<RecordAnswer<Contact[]>> {
    const filter = parseContactFilter({ doNotContact: 'true' });
    return pageAnswer(await searchContacts(this.db, filter, pagingOnly(query)));
  }

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

  /** Name or reference containing the text. */
  @Get('find/:text')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(contactSchema), query: pageQuery(contactList) })
  async findByName(@Param('text') text: string, @Query() query: Query): Promise<RecordAnswer<Contact[]>> {
    return pageAnswer(await findContactsByName(this.db, text, pagingOnly(query)));
  }

  /** The contacts of these ids that exist, in the order asked (at most 100). */
  @Get('listByIds/:ids')
  @ResponseDoc({ body: z.array(contactSchema), params: { ids: idListParam } })
  listByIds(@Param('ids') ids: string): Promise<Contact[]> {
    return findContactsByIds(this.db, parseIdList(ids));
  }

  @Get('byDate/:from/:to')
  @ResponseDoc({
    headers: ['X-Total-Count'],
    body: z.array(contactSchema),
    query: pageQuery(contactList),
    params: { from: isoDateParam, to: isoDateParam },
  })
  async byDate(
    @Param('from') fromText: string,
    @Param('to') toText: string,
    @Query() query: Query,
  ): Promise<RecordAnswer<Contact[]>> {
    const { from, to } = parseDateRange(fromText, toText);
    return pageAnswer(await findContactsCreatedBetween(this.db, from, to, pagingOnly(query)));
  }
}
