import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { globalSearchQuerySchema, type GlobalSearchQuery, type GlobalSearchResult } from '@dealbook/contracts';
import {
  searchCompaniesColumn,
  searchContactsColumn,
  searchProjectColumns,
  type ReadModelDatabase,
} from '@dealbook/projections';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { DATABASE } from '../../kernel/database-tokens.js';
import { globalSearchResultSchema } from '@dealbook/contracts';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';

/**
 * Global search (spec §2.5): the four columns of the search screen in one round trip, so the
 * header's search-as-you-type costs one request per pause rather than three. Projects fill the
 * Opportunities and Deals columns, split by isDeal (§7.10).
 */
@Controller('search')
@Roles('user')
export class SearchController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>) {}

  @Get()
  @ResponseDoc({ body: globalSearchResultSchema })
  async search(
    @Query(new ZodValidationPipe(globalSearchQuerySchema)) { q, limit }: GlobalSearchQuery,
  ): Promise<GlobalSearchResult> {
    const [companies, contacts, projects] = await Promise.all([
      searchCompaniesColumn(this.db, q, limit),
      searchContactsColumn(this.db, q, limit),
      searchProjectColumns(this.db, q, limit),
    ]);
    return { term: q, companies, contacts, ...projects };
  }
}
