import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { hasRole, type ProjectListItem, type SessionUser } from '@dealbook/contracts';
import {
  countProjects,
  findConsoleProjects,
  findProjectsByOwner,
  findTopProjects,
  parseProjectFilter,
  type ProjectScope,
  searchProjects,
} from '@dealbook/projections';
import { z } from 'zod';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { projectExportColumns, projectExportName, projectExportSheetName } from './project-export-columns.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { parseOwner, parseProjectType, parseServiceOfInterest } from './project-list-query.js';
import { countSchema, projectListItemSchema } from '@dealbook/contracts';
import {
  listQuery,
  ownerParam,
  pageQuery,
  projectList,
  projectTopLimitParam,
  projectTypeParam,
  serviceOfInterestParam,
} from '../../platform/openapi/doc-parameters.js';
import { pagingOnly, pagingWith } from '../../kernel/http/list-query.js';
import { parseTopLimit } from '../../kernel/http/path-segments.js';
import { CollectionRoutes, defineCollection } from '../../platform/record-routes/collection-routes.js';

type Query = Record<string, unknown>;

/** The console's own key beside paging: name, reference or client containing it. */
const consoleQuerySchema = z.object({
  q: z.string().max(100, 'q must be at most 100 characters').default(''),
});

const allServices = (type: ProjectScope['type']): ProjectScope => ({ type, serviceOfInterest: null });

/** A project grid's "Export .xlsx" is of deals or opportunities by `isDeal`, which names the list. */
const projectCollection = defineCollection({
  item: projectListItemSchema,
  parseFilter: parseProjectFilter,
  search: (db, filter, page) => searchProjects(db, allServices('all'), filter, page),
  pageQuery: pageQuery(projectList),
  listQuery: listQuery(projectList),
  list: 'paged',
  searchRoute: true,
  export: (query) => ({
    name: projectExportName(query.isDeal),
    sheetName: projectExportSheetName(query.isDeal),
    listFields: ['isDeal'],
    columns: projectExportColumns(query.isDeal),
  }),
});

/**
 * The project collection calls of spec §7.6 (reports are in ProjectReportsController): lists
 * answer one page, sorted by `sort`, with the total in X-Total-Count. Deals are the projects
 * with isDeal, opportunities the others.
 */
@Controller('projects')
@Roles('user')
export class ProjectsController extends CollectionRoutes(projectCollection) {
  /** Spec §7.6 writes it with a trailing slash; Express answers both forms. */
  @Get('deals')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(projectListItemSchema), query: pageQuery(projectList) })
  async deals(@Query() query: Query): Promise<RecordAnswer<ProjectListItem[]>> {
    return pageAnswer(await searchProjects(this.db, allServices('deals'), [], pagingOnly(query)));
  }

  @Get('opportunities')
  @ResponseDoc({ headers: ['X-Total-Count'], body: z.array(projectListItemSchema), query: pageQuery(projectList) })
  async opportunities(@Query() query: Query): Promise<RecordAnswer<ProjectListItem[]>> {
    return pageAnswer(await searchProjects(this.db, allServices('opportunities'), [], pagingOnly(query)));
  }

  /** The projects a person owns or works on as a bluebox contact; each segment defaults to 'all'. */
  @Get(['byOwner', 'byOwner/:type', 'byOwner/:type/:serviceOfInterest', 'byOwner/:type/:serviceOfInterest/:owner'])
  @ResponseDoc({
    headers: ['X-Total-Count'],
    body: z.array(projectListItemSchema),
    query: pageQuery(projectList),
    params: { type: projectTypeParam, serviceOfInterest: serviceOfInterestParam, owner: ownerParam },
  })
  async byOwner(
    @Query() query: Query,
    @Param('type') type = 'all',
    @Param('serviceOfInterest') service = 'all',
    @Param('owner') owner = 'all',
  ): Promise<RecordAnswer<ProjectListItem[]>> {
    const scope = { type: parseProjectType(type), serviceOfInterest: parseServiceOfInterest(service) };
    return pageAnswer(await findProjectsByOwner(this.db, scope, parseOwner(owner), pagingOnly(query)));
  }

  /** Pickers and global search: name, reference or client containing the text (' ' is any). */
  @Get(['find/top/:type/:searchString', 'find/top/:type/:searchString/:limit'])
  @ResponseDoc({
    body: z.array(projectListItemSchema),
    params: { type: projectTypeParam, limit: projectTopLimitParam },
  })
  top(
    @Param('type') type: string,
    @Param('searchString') text: string,
    @Param('limit') limit?: string,
  ): Promise<ProjectListItem[]> {
    return findTopProjects(this.db, parseProjectType(type), text, parseTopLimit(limit, 50));
  }

  /** A bare JSON number (Nest would send a number as text/html). */
  @Get('count/:projectType/:serviceOfInterest')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ResponseDoc({
    body: countSchema,
    params: { projectType: projectTypeParam, serviceOfInterest: serviceOfInterestParam },
  })
  count(@Param('projectType') type: string, @Param('serviceOfInterest') service: string): Promise<number> {
    return countProjects(this.db, {
      type: parseProjectType(type, 'projectType'),
      serviceOfInterest: parseServiceOfInterest(service),
    });
  }

  /**
   * The projects a caller may work in the console, `q` matching name, reference or client:
   * staff see every project, an external user only those naming them as an external caller.
   */
  @Get('console')
  @Roles('user', 'external')
  @ResponseDoc({
    headers: ['X-Total-Count'],
    body: z.array(projectListItemSchema),
    query: pageQuery(projectList).extend(consoleQuerySchema.shape),
  })
  async console(@Query() query: Query, @CurrentUser() user: SessionUser): Promise<RecordAnswer<ProjectListItem[]>> {
    const caller = { userId: user._id, staff: hasRole(user.role, 'user') };
    const { own, page } = pagingWith(query, consoleQuerySchema);
    return pageAnswer(await findConsoleProjects(this.db, caller, own.q, page));
  }
}
