import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Company, CompanyWithEmployees, SessionUser } from '@dealbook/contracts';
import {
  countCompanies,
  findCompaniesByName,
  findCompaniesCreatedBetween,
  findTopCompanies,
  parseCompanyFilter,
  searchCompanies,
  withEmployees,
  findPossibleDuplicateCompanies,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { companyExportColumns } from './company-export-columns.js';
import { ambassadorCompanyExportColumns } from './ambassador-company-export-columns.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { companySchema, companyWithEmployeesSchema } from '@dealbook/contracts';
import { companyList, listQuery, pageQuery, topLimitParam } from '../../platform/openapi/doc-parameters.js';
import { z } from 'zod';
import { parseTopLimit } from '../../kernel/http/path-segments.js';
import { ExportDoc } from '../../platform/exports/export-doc.decorator.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { companyDuplicatesQuerySchema, possibleDuplicateSchema, type PossibleDuplicate } from '@dealbook/contracts';
import { CollectionRoutes, defineCollection } from '../../platform/record-routes/collection-routes.js';

type Query = Record<string, unknown>;

/**
 * The company routes of spec §7.3 every collection has: lists answer one page, the total in
 * X-Total-Count; findByQuery's paging may ride inside the encoded filter or in the query string
 * (which wins).
 */
const companyCollection = defineCollection({
  item: companySchema,
  parseFilter: parseCompanyFilter,
  search: searchCompanies,
  pageQuery: pageQuery(companyList),
  listQuery: listQuery(companyList),
  list: 'paged',
  count: { all: countCompanies },
  searchRoute: true,
  export: () => ({ name: 'companies', sheetName: 'Companies', columns: companyExportColumns }),
  findByQuery: true,
  top: { param: 'text', find: findTopCompanies },
  findByName: findCompaniesByName,
  byDate: findCompaniesCreatedBetween,
});

/** The company collection calls of spec §7.3: lists answer one page, the total in X-Total-Count. */
@Controller('companies')
@Roles('user')
export class CompaniesController extends CollectionRoutes(companyCollection) {
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
}
