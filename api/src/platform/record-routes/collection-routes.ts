import { Get, Header, Inject, Param, Query, Res, type Type } from '@nestjs/common';
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { countSchema, type PageQuery, type SessionUser } from '@dealbook/contracts';
import type { ListPage, ReadModelDatabase } from '@dealbook/projections';
import { DATABASE } from '../../kernel/database-tokens.js';
import { CurrentUser } from '../../kernel/http/current-user.decorator.js';
import { pagingOnly, parseEncodedFilter, parseListQuery } from '../../kernel/http/list-query.js';
import { parseDateRange, parseIdList, parseTopLimit } from '../../kernel/http/path-segments.js';
import { pageAnswer, type RecordAnswer } from '../../kernel/http/record-answer.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { ExportDoc } from '../exports/export-doc.decorator.js';
import { GridExports, type GridExport } from '../exports/grid-exports.service.js';
import { idListParam, isoDateParam, topLimitParam } from '../openapi/doc-parameters.js';

type Query = Record<string, unknown>;
type Database = Kysely<ReadModelDatabase>;

/**
 * What a record type's collection answers (spec §7): its row, how its lists are read and
 * documented, and which of the common collection routes it has. A route the definition leaves out
 * is not registered; a route that differs for the type (scoped by caller, other parameters) stays
 * a method of the type's controller.
 */
export interface CollectionDefinition<Row, Filter> {
  /** One row of the type's lists, as the document describes it. */
  item: z.ZodType;
  /** The type's §5 filters, from the query string (or from findByQuery's path). */
  parseFilter: (query: Query) => Filter;
  /** One page of the rows the filter matches, in the page's sort. */
  search: (db: Database, filter: Filter, page: PageQuery) => Promise<ListPage<Row>>;
  /** The query string of a list that only pages and sorts, as documented: pageQuery(xList). */
  pageQuery?: z.ZodObject;
  /** The query string of a filtered list, as documented: listQuery(xList) or its extension. */
  listQuery: z.ZodObject;
  /**
   * GET /: every row a page at a time (`paged`, filters refused: they belong to `search`), or the
   * §5 filters as `search` (`filtered`).
   */
  list?: 'paged' | 'filtered';
  /** GET count: a bare JSON number, of every row (`all`) or of the filters' (`filtered`). */
  count?: { all: (db: Database) => Promise<number> } | { filtered: (db: Database, filter: Filter) => Promise<number> };
  /** GET search: the filters and paging of the query string. */
  searchRoute?: true;
  /** GET export: the grid's "Export .xlsx", every row of `search`'s filter in its sort. */
  export?: (query: Query) => Omit<GridExport<Filter, Row>, 'parseFilter' | 'read'>;
  /** GET findByQuery/:query: the filter in the path (JSON or a=b&c=d), paging in the query string. */
  findByQuery?: true;
  /** GET find/top/:<param>[/:limit]: the first rows whose name holds the text (spec §5). */
  top?: { param: string; find: (db: Database, text: string, limit: number) => Promise<Row[]> };
  /** GET find/:text: a page of the rows whose name (or reference) holds the text. */
  findByName?: (db: Database, text: string, page: PageQuery) => Promise<ListPage<Row>>;
  /** GET byDate/:from/:to: a page of the rows created in the range. */
  byDate?: (db: Database, from: Date, to: Date, page: PageQuery) => Promise<ListPage<Row>>;
  /** GET listByIds/:ids: the rows of these ids that exist, in the order asked. */
  byIds?: (db: Database, ids: string[]) => Promise<Row[]>;
}

/** A collection's definition, its row and filter types inferred (`CollectionRoutes(taskCollection)`). */
export const defineCollection = <Row, Filter>(definition: CollectionDefinition<Row, Filter>) => definition;

/** What a collection controller's own routes may use. */
export interface CollectionController {
  readonly db: Database;
  readonly exports: GridExports;
}

const listHeaders = ['X-Total-Count'] as const;

/**
 * A Nest controller base class with the common collection routes the definition enables, each
 * with its OpenAPI description. A controller extends it and adds only its own routes:
 *
 *     @Controller('tasks') @Roles('user')
 *     export class TasksController extends CollectionRoutes(taskCollection) { …its own routes… }
 *
 * Nest registers a controller's own routes first, then those of its base classes: a route of the
 * controller's that would take one of these paths (`:companyId` takes `count`) goes in a class
 * given as `below`, whose routes are registered after these. The kit's routes are registered in
 * this order: list, count, search, export, findByQuery, find/top, find/:text, byDate, listByIds
 * (find/top before find/:text, which would take `top`).
 *
 * The access rule is the controller's (@Roles on it); the kit's routes carry none of their own.
 */
export function CollectionRoutes<Row, Filter>(
  definition: CollectionDefinition<Row, Filter>,
  below: Type = Object,
): new (db: Database, exports: GridExports) => CollectionController {
  const { parseFilter, search, listQuery } = definition;
  const pageQuery = definition.pageQuery ?? listQuery;
  const page = (db: Database, query: Query) => search(db, parseFilter({}), pagingOnly(query));
  const filtered = async (db: Database, query: Query) => {
    const { filter, page } = parseListQuery(query, parseFilter);
    return search(db, filter, page);
  };

  class CollectionRoutesBase extends (below as new () => object) implements CollectionController {
    constructor(
      @Inject(DATABASE) readonly db: Database,
      @Inject(GridExports) readonly exports: GridExports,
    ) {
      super();
    }

    async list(query: Query): Promise<RecordAnswer<Row[]>> {
      return pageAnswer(await (definition.list === 'filtered' ? filtered : page)(this.db, query));
    }

    count(query?: Query): Promise<number> {
      const count = definition.count!;
      return 'all' in count ? count.all(this.db) : count.filtered(this.db, parseFilter(query ?? {}));
    }

    async search(query: Query): Promise<RecordAnswer<Row[]>> {
      return pageAnswer(await filtered(this.db, query));
    }

    async export(query: Query, user: SessionUser, res: Response): Promise<void> {
      await this.exports.send(res, user, query, {
        ...definition.export!(query),
        parseFilter,
        read: (filter, page) => search(this.db, filter, page),
      });
    }

    async findByQuery(encoded: string, query: Query): Promise<RecordAnswer<Row[]>> {
      const filter = parseFilter(parseEncodedFilter(encoded));
      return pageAnswer(await search(this.db, filter, pagingOnly(query)));
    }

    top(text: string, limit?: string): Promise<Row[]> {
      return definition.top!.find(this.db, text, parseTopLimit(limit));
    }

    async findByName(text: string, query: Query): Promise<RecordAnswer<Row[]>> {
      return pageAnswer(await definition.findByName!(this.db, text, pagingOnly(query)));
    }

    async byDate(fromText: string, toText: string, query: Query): Promise<RecordAnswer<Row[]>> {
      const { from, to } = parseDateRange(fromText, toText);
      return pageAnswer(await definition.byDate!(this.db, from, to, pagingOnly(query)));
    }

    listByIds(ids: string): Promise<Row[]> {
      return definition.byIds!(this.db, parseIdList(ids));
    }
  }

  const rows = () => ({ body: z.array(definition.item) });
  const pageOf = (query: z.ZodObject) => ({ headers: [...listHeaders], ...rows(), query });
  const routes: Record<keyof typeof CollectionRoutesBase.prototype, Route | undefined> = {
    db: undefined,
    exports: undefined,
    list: definition.list && {
      decorators: [Get(), ResponseDoc(pageOf(definition.list === 'filtered' ? listQuery : pageQuery))],
      params: [Query()],
    },
    count:
      definition.count &&
      ('all' in definition.count
        ? { decorators: [Get('count'), jsonNumber(), ResponseDoc({ body: countSchema })], params: [] }
        : {
            decorators: [Get('count'), jsonNumber(), ResponseDoc({ body: countSchema, query: listQuery })],
            params: [Query()],
          }),
    search: definition.searchRoute && {
      decorators: [Get('search'), ResponseDoc(pageOf(listQuery))],
      params: [Query()],
    },
    export: definition.export && {
      decorators: [Get('export'), ExportDoc(listQuery)],
      params: [Query(), CurrentUser(), Res()],
    },
    findByQuery: definition.findByQuery && {
      decorators: [Get('findByQuery/:query'), ResponseDoc(pageOf(pageQuery))],
      params: [Param('query'), Query()],
    },
    top: definition.top && {
      decorators: [
        Get([`find/top/:${definition.top.param}`, `find/top/:${definition.top.param}/:limit`]),
        ResponseDoc({ ...rows(), params: { limit: topLimitParam } }),
      ],
      params: [Param(definition.top.param), Param('limit')],
    },
    findByName: definition.findByName && {
      decorators: [Get('find/:text'), ResponseDoc(pageOf(pageQuery))],
      params: [Param('text'), Query()],
    },
    byDate: definition.byDate && {
      decorators: [
        Get('byDate/:from/:to'),
        ResponseDoc({ ...pageOf(pageQuery), params: { from: isoDateParam, to: isoDateParam } }),
      ],
      params: [Param('from'), Param('to'), Query()],
    },
    listByIds: definition.byIds && {
      decorators: [Get('listByIds/:ids'), ResponseDoc({ ...rows(), params: { ids: idListParam } })],
      params: [Param('ids')],
    },
  };
  const prototype = CollectionRoutesBase.prototype as unknown as Record<string, unknown>;
  for (const [name, route] of Object.entries(routes)) {
    if (!(name in prototype) || name === 'constructor') continue;
    if (route) mount(prototype, name, route);
    else delete prototype[name];
  }
  return CollectionRoutesBase;
}

interface Route {
  decorators: MethodDecorator[];
  /** The handler's parameter decorators, by position. */
  params: ParameterDecorator[];
}

/** `@Header('Content-Type', …)`: Nest would send a bare number as text/html. */
const jsonNumber = () => Header('Content-Type', 'application/json; charset=utf-8');

/** Decorates a route handler as its decorators written above it and on its parameters would. */
function mount(prototype: Record<string, unknown>, name: string, route: Route): void {
  // As TypeScript applies them: parameters last to first, then the method's decorators bottom up.
  route.params.forEach((_, index) => {
    const at = route.params.length - 1 - index;
    route.params[at]!(prototype, name, at);
  });
  let descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
  for (const decorator of [...route.decorators].reverse()) {
    descriptor = (decorator(prototype, name, descriptor) as PropertyDescriptor | undefined) ?? descriptor;
  }
  Object.defineProperty(prototype, name, descriptor);
}
