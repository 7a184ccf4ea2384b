import { Controller, Get, Module, Post, type Type } from '@nestjs/common';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAnyRole, Role, RoleNames, type ErrorBody, type RoleName } from '@dealbook/contracts';
import { Roles } from '../../api/src/kernel/http/access-rule.decorator.js';
import { RouteCatalog, RouteCatalogModule, type RouteEntry } from '../support/route-catalog.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** A controller that forgot its access rule: it must never be served. */
@Controller('probe/unguarded')
class UnguardedProbeController {
  @Get()
  read() {
    return { served: true };
  }

  @Post()
  write() {
    return { served: true };
  }
}

/** A rule on the controller covers its methods. */
@Controller('probe/admins')
@Roles('admin')
class AdminProbeController {
  @Get()
  read() {
    return { served: true };
  }
}

const probes: Type[] = [UnguardedProbeController, AdminProbeController];

@Module({
  imports: [RouteCatalogModule],
  controllers: [UnguardedProbeController, AdminProbeController],
})
class ProbeModule {}

let app: TestApp;
let routes: RouteEntry[];

beforeAll(async () => {
  app = await startTestApp({ extraModules: [ProbeModule] });
  routes = app.app.get(RouteCatalog).routes();
});
afterAll(async () => {
  await app?.close();
});

const samples: Record<string, string> = {
  type: 'company',
  limit: '5',
  from: '2024-01-01',
  to: '2024-12-31',
  text: 'acme',
  query: 'acme',
};

/** A concrete URL for a route pattern: ids become fresh UUIDs, other parameters samples. */
function concrete(path: string): string {
  return path.replace(/:(\w+)/g, (_, name: string) => samples[name] ?? uuidv7());
}

/** The route as the user of that role (null: signed in as no one), with `{}` for a body where one is sent. */
function callRoute(route: RouteEntry, role: RoleName | null) {
  const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : {};
  return (role ? app.as(role) : app.anonymous()).call(concrete(route.path), { method: route.method, body });
}

describe('deny by default', () => {
  it('finds the routes of every feature', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'POST /api/login/token',
        'GET /api/health',
        'GET /api/history/:type/:id',
        'GET /api/probe/unguarded',
      ]),
    );
  });

  it('has an access rule on every route of the product', () => {
    const missing = routes.filter((r) => !probes.includes(r.controller) && !r.rule).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('covers every route Express serves under /api (nothing registered behind Nest)', () => {
    const express = app.app.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    };
    const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const served = express.router.stack
      .filter((layer) => layer.route?.path.startsWith('/api'))
      .flatMap((layer) => Object.keys(layer.route!.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path}`));
    expect(served.length).toBeGreaterThan(0);
    expect(served.filter((r) => !known.has(r))).toEqual([]);
  });

  it('refuses a route without a rule to everybody, signed in or not', async () => {
    for (const route of routes.filter((r) => r.controller === UnguardedProbeController)) {
      for (const role of [null, ...RoleNames]) {
        const { status, text } = await callRoute(route, role);
        expect(status, `${route.method} ${route.path} as ${role ?? 'anonymous'}`).toBe(403);
        expect((JSON.parse(text) as ErrorBody).message).toBe('Route has no access rule');
      }
    }
  });

  it('applies a rule declared on the controller to its methods', async () => {
    const route = routes.find((r) => r.controller === AdminProbeController)!;
    expect((await callRoute(route, 'manager')).status).toBe(403);
    expect((await callRoute(route, 'admin')).status).toBe(200);
    expect((await callRoute(route, 'superadmin')).status).toBe(200);
    expect((await callRoute(route, null)).status).toBe(401);
  });

  it('walks every route with every role: 401 anonymous, 403 below the rule, never a 5xx', async () => {
    const failures: string[] = [];
    // Sign-out revokes the bearer session it is called with, so it is walked last.
    const signOutLast = (r: RouteEntry) => (r.path === '/api/logout' ? 1 : 0);
    const walked = routes.filter((r) => !probes.includes(r.controller)).sort((a, b) => signOutLast(a) - signOutLast(b));
    for (const route of walked) {
      for (const role of [null, ...RoleNames]) {
        const { status, text } = await callRoute(route, role);
        const rule = route.rule!;
        const expected =
          rule.kind === 'public'
            ? 'allowed'
            : role === null
              ? 401
              : rule.kind === 'signed-in' || hasAnyRole(Role[role], rule.roles)
                ? 'allowed'
                : 403;
        const ok = expected === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === expected;
        if (!ok)
          failures.push(`${route.method} ${route.path} as ${role ?? 'anonymous'}: ${status} ${text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
