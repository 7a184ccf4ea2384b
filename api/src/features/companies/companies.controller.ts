import { Controller, Get, Header, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { Company, CompanyWithEmployees, SessionUser } from '@dealbook/contracts';
import {
  countCompanies,
  findCompaniesByName,
  findCompaniesCreatedBetween,
  findTopCompanies,
  parseCompanyFilter,
  searchCompanies,
  withEmployees,
  type ReadModelDatabase,
  findPossibleDuplicateCompanies,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { GridExports } from '../../platform/exports/grid-exports.service.js';
import { companyExportColumns } from './company-export-columns.js';
import { ambassadorCompanyExportColumns } from './ambassador-company-export-columns.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { companySchema, companyWithEmployeesSchema, countSchema } from '@dealbook/contracts';
import {
  companyList,
  isoDateParam,
  listQuery,
  pageQuery,
  topLimitParam,
} from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseDateRange, parseTopLimit } from '../../kernel/http/path-segments.js';
import { pagingOnly, parseEncodedFilter, parseListQuery } from '../../kernel/http/list-query.js';
import { ExportDoc } from '../../platform/exports/export-doc.decorator.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { companyDuplicatesQuerySchema, possibleDuplicateSchema, type PossibleDuplicate } from '@dealbook/contracts';

type Query = Record<string, unknown>;

/** The company collection calls of spec §7.3: lists answer one page, the total in X-Total-Count. */
@Controller('companies')
@Roles('user')
export class CompaniesController {
  constructor(
    @Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(GridExports) private readonly exports: GridExports,
  ) {}

  @Get()
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(companySchema), query: pageQuery(companyList) })
  async list(@Query() query: Query): Promise<RecordAnswer<Company[]>> {
    return pageAnswer(await searchCompanies(this.db, [], pagingOnly(query)));
  }

  /**
   * The create form's warning (issue 32): the companies that may be the one being entered, by
   * name (forgiving legal forms, punctuation and case) or domain.
   */
  @Get('possible-duplicates')
  @ResponseDoc({ body: z.array(possibleDuplicateSchema) })
  possibleDuplicates(
    @Query(new ZodValidationPipe(companyDuplicatesQuerySchema, 'query'))
    query: z.output<typeof companyDuplicatesQuerySchema>,
  ): Promise<PossibleDuplicate[]> {
    return findPossibleDuplicateCompanies(this.db, query);
  }

  /** A bare JSON number (Nest would send a number as text/html). */
  @Get('count')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({ body: countSchema })
  count(): Promise<number> {
    return countCompanies(this.db);
  }

  @Get('search')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(companySchema), query: listQuery(companyList) })
  async search(@Query() query: Query): Promise<RecordAnswer<Company[]>> {
    const { filter, page } = parseListQuery(query, parseCompanyFilter);
    return pageAnswer(await searchCompanies(this.db, filter, page));
  }

  /** The companies grid's "Export .xlsx": every company of `search`'s filter, in its sort. */
  @Get('export')
  @ExportDoc(listQuery(companyList))
  async export(@Query() query: Query, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    await this.exports.send(res, user, query, {
      name: 'companies',
      sheetName: 'Companies',
      columns: companyExportColumns,
      parseFilter: parseCompanyFilter,
      read: (filter, page) => searchCompanies(this.db, filter, page),
    });
  }

  /** The ambassador companies grid's export: `search`'s filter, ambassadors only. */
  @Get('export/ambassadors')
  @ExportDoc(listQuery(companyList))
  async exportAmbassadors(
    @Query() query: Query,
    @CurrentUser() user: SessionUser,
    @Res() res: Response,
  ): Promise<void> {
    await this.exports.send(res, user, query, {
      name: 'ambassador_companies',
      sheetName: 'Ambassador companies',
      columns: ambassadorCompanyExportColumns,
      parseFilter: (filter) => parseCompanyFilter({ ...filter, isAmbassador: 'true' }),
      read: (filter, page) => searchCompanies(this.db, filter, page),
    });
  }

  /** Paging may ride inside the encoded filter or in the query string (which wins). */
  @Get('findByQuery/:query')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(companySchema), query: pageQuery(companyList) })
  async findByQuery(@Param('query') encoded: string, @Query() query: Query): Promise<RecordAnswer<Company[]>> {
    const filter = parseCompanyFilter(parseEncodedFilter(encoded));
    const page = pagingOnly(query);
    return pageAnswer(await searchCompanies(this.db, filter, page));
  }

  @Get(['find/top/:text', 'find/top/:text/:limit'])
  @ResponseDoc({ body: z.array(companySchema), params: { limit: topLimitParam } })
  top(@Param('text') text: string, @Param('limit') limit?: string): Promise<Company[]> {
    return findTopCompanies(this.db, text, parseTopLimit(limit));
  }

  /** The companies of `find/top`, each with its employees: the contacts linked to it. */
  @Get(['find/topWithEmployees/:text', 'find/topWithEmployees/:text/:limit'])
  @ResponseDoc({ body: z.array(companyWithEmployeesSchema), params: { limit: topLimitParam } })
  async topWithEmployees(@Param('text') text: string, @Param('limit') limit?: string): Promise<CompanyWithEmployees[]> {
    return withEmployees(this.db, await findTopCompanies(this.db, text, parseTopLimit(limit)));
  }

  @Get(['find/topAmbassadors/:text', 'find/topAmbassadors/:text/:limit'])
  @ResponseDoc({ body: z.array(companySchema), params: { limit: topLimitParam } })
  topAmbassadors(@Param('text') text: string, @Param('limit') limit?: string): Promise<Company[]> {
    return findTopCompanies(this.db, text, parseTopLimit(limit), { ambassadorsOnly: true });
  }

  @Get('find/:text')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(companySchema), query: pageQuery(companyList) })
  async findByName(@Param('text') text: string, @Query() query: Query): Promise<RecordAnswer<Company[]>> {
    return pageAnswer(await findCompaniesByName(this.db, text, pagingOnly(query)));
  }

  @Get('byDate/:from/:to')
  @ResponseDoc({
    headers: ['X-Total-Count'],
    body: z.array(companySchema),
    query: pageQuery(companyList),
    params: { from: isoDateParam, to: isoDateParam },
  })
  async byDate(
    @Param('from') fromText: string,
    @Param('to') toText: string,
    @Query() query: Query,
  ): Promise<RecordAnswer<Company[]>> {
    const { from, to } = parseDateRange(fromText, toText);
    return pageAnswer(await findCompaniesCreatedBetween(this.db, from, to, pagingOnly(query)));
  }
}
