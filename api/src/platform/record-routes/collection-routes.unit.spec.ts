import { Controller, Get, Param } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { describeRoutes } from '../openapi/route-catalog.js';
import { CollectionRoutes, defineCollection } from './collection-routes.js';

const item = z.object({ id: z.string() });
const query = z.object({ limit: z.string().optional() });
const empty = { rows: [], total: 0, totalKind: 'exact' as const, nextCursor: null };

const probeCollection = defineCollection({
  item,
  parseFilter: (filter) => filter,
  search: () => Promise.resolve(empty),
  listQuery: query,
  list: 'filtered',
  count: { all: () => Promise.resolve(0) },
  top: { param: 'searchString', find: () => Promise.resolve([]) },
  findByName: () => Promise.resolve(empty),
});

// Spec files are compiled without decorator syntax: the decorators are applied as TypeScript would.
const decorate = (target: object, name: string, decorators: (MethodDecorator | ParameterDecorator)[]) => {
  const descriptor = Object.getOwnPropertyDescriptor(target, name)!;
  Reflect.decorate(decorators as MethodDecorator[], target, name, descriptor);
};

/** Registered after the kit's routes, which its catch-all would otherwise take. */
class ProbeCatchAll {
  ofParent(parentId: string) {
    return parentId;
  }
}
Param('parentId')(ProbeCatchAll.prototype, 'ofParent', 0);
decorate(ProbeCatchAll.prototype, 'ofParent', [Get(':parentId')]);

class ProbesController extends CollectionRoutes(probeCollection, ProbeCatchAll) {
  special() {
    return 'special';
  }
}
decorate(ProbesController.prototype, 'special', [Get('special')]);
Reflect.decorate([Controller('probes'), Roles('manager')], ProbesController);

const routes = () => describeRoutes([ProbesController], 'api');

describe('CollectionRoutes', () => {
  it('registers the routes the definition enables, own routes first, find/top before find/:text, `below` last', () => {
    expect(routes().map((route) => `${route.handler} ${route.path}`)).toEqual([
      'special /api/probes/special',
      'list /api/probes',
      'count /api/probes/count',
      'top /api/probes/find/top/{searchString}',
      'top /api/probes/find/top/{searchString}/{limit}',
      'findByName /api/probes/find/{text}',
      'ofParent /api/probes/{parentId}',
    ]);
  });

  it("gives the kit's routes the controller's access rule and their documentation", () => {
    const byHandler = Object.fromEntries(routes().map((route) => [route.handler, route]));
    for (const route of routes()) expect(route.rule).toEqual({ kind: 'roles', roles: ['manager'] });
    expect(byHandler.list!.doc).toMatchObject({ headers: ['X-Total-Count'], query });
    // A count of every row takes no query string: none is documented, none is read.
    expect(byHandler.count!.arguments).toEqual([]);
    expect(byHandler.count!.contentType).toBe('application/json; charset=utf-8');
    expect(byHandler.top!.arguments.map((argument) => argument.name).sort()).toEqual(['limit', 'searchString']);
  });
});
