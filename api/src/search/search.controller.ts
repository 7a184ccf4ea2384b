import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { Kysely } from 'kysely';
import {
  globalSearchQuerySchema,
  type GlobalSearchQuery,
  type GlobalSearchResult,
  type ProjectSearchHit,
  type SearchColumn,
} from '@dealbook/contracts';
import { searchCompaniesColumn, searchContactsColumn, type ReadModelDatabase } from '@dealbook/projections';
import { Roles } from '../auth/access-rule.decorator.js';
import { ZodValidationPipe } from '../common/http/zod-validation.pipe.js';
import { DATABASE } from '../infra/database/tokens.js';

/** Projects are not recorded yet (the deal-management release adds them): nothing can match. */
const noProjects = (): SearchColumn<ProjectSearchHit> => ({ count: 0, countCapped: false, items: [] });

/**
 * Global search (spec §2.5): the four columns of the search screen in one round trip, so the
 * header's search-as-you-type costs one request per pause rather than three.
 */
@Controller('search')
@Roles('user')
export class SearchController {
  constructor(@Inject(DATABASE) private readonly db: Kysely<ReadModelDatabase>) {}

  @Get()
  async search(
    @Query(new ZodValidationPipe(globalSearchQuerySchema)) { q, limit }: GlobalSearchQuery,
  ): Promise<GlobalSearchResult> {
    const [companies, contacts] = await Promise.all([
      searchCompaniesColumn(this.db, q, limit),
      searchContactsColumn(this.db, q, limit),
    ]);
    return { term: q, companies, contacts, opportunities: noProjects(), deals: noProjects() };
  }
}
