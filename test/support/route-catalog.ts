import { Inject, Injectable, Module, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import { ACCESS_RULE, type AccessRule } from '../../api/src/kernel/http/access-rule.decorator.js';
import { apiPrefix, outsideApiPrefix } from '../../api/src/kernel/http/global-prefix.js';

export interface RouteEntry {
  method: string;
  /** The Express pattern, e.g. `/api/company/:id` (or `/metrics`, outside the prefix). */
  path: string;
  rule: AccessRule | undefined;
  controller: Type;
}

const scanner = new MetadataScanner();

const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value : [value ?? '']);
const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/**
 * Every HTTP route Nest registered, with the access rule the guard reads: the route-walking
 * suites enumerate the app itself, so a new route is covered without being listed.
 */
@Injectable()
export class RouteCatalog {
  constructor(@Inject(DiscoveryService) private readonly discovery: DiscoveryService) {}

  routes(): RouteEntry[] {
    const routes: RouteEntry[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const controller = wrapper.metatype as Type | undefined;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      // Inherited handlers too (a RecordRoutes kit's), as Nest itself routes them.
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function') continue;
        const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (methodPath === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const rule = (Reflect.getMetadata(ACCESS_RULE, handler) ?? Reflect.getMetadata(ACCESS_RULE, controller)) as
          AccessRule | undefined;
        for (const base of asList(Reflect.getMetadata(PATH_METADATA, controller) as string | string[])) {
          for (const path of asList(methodPath))
            routes.push({
              method,
              path: join(outsideApiPrefix.includes(base) ? '' : apiPrefix, base, path),
              rule,
              controller,
            });
        }
      }
    }
    return routes;
  }
}

@Module({ imports: [DiscoveryModule], providers: [RouteCatalog] })
export class RouteCatalogModule {}
