import { outsideApiPrefix } from '../../api/src/kernel/http/global-prefix.js';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Body, Controller, Delete, Get, Header, HttpCode, Module, Param, Post, Query } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ErrorBody } from '@dealbook/contracts';
import { Public, Roles, SignedIn } from '../../api/src/kernel/http/access-rule.decorator.js';
import { uuidParam } from '../../api/src/kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../api/src/kernel/http/zod-validation.pipe.js';
import type { OpenApiDocument, OpenApiOperation } from '../../api/src/platform/openapi/openapi-document.js';
import { ResponseDoc } from '../../api/src/kernel/http/response-doc.decorator.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const noteBody = z.object({ text: z.string().min(1).max(500), pinned: z.boolean().default(false) }).strict();

/** Shapes of route the product has few or none of yet, to show the document follows them too. */
@Controller(['probe/notes', 'probe/memos'])
@Roles('manager')
@ResponseDoc({ headers: ['ETag'] })
class NotesProbeController {
  @Get()
  @ResponseDoc({ headers: ['X-Total-Count'] })
  list(@Query('owner', new ZodValidationPipe(z.string().uuid(), 'owner')) owner: string) {
    return [owner];
  }

  @Get(':id')
  read(@Param('id', uuidParam) id: string) {
    return { id };
  }

  @Post('sign-in')
  @Public()
  @HttpCode(200)
  @ResponseDoc({ errors: [401] })
  signIn(@Body(new ZodValidationPipe(noteBody)) body: unknown) {
    return body;
  }

  @Delete('mine')
  @SignedIn()
  @HttpCode(204)
  clear() {}

  @Get('count')
  @SignedIn()
  @Header('Content-Type', 'application/json; charset=utf-8')
  count() {
    return 0;
  }
}

/** A route that forgot its access rule. */
@Controller('probe/forgotten')
class UnguardedProbeController {
  @Get()
  read() {}
}

@Module({ controllers: [NotesProbeController, UnguardedProbeController] })
class ProbeModule {}

let app: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  app = await startTestApp({ extraModules: [ProbeModule] });
  const { token } = await app.signIn('client');
  const response = await fetch(`${app.baseUrl}/api/docs`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  doc = (await response.json()) as OpenApiDocument;
});
afterAll(async () => {
  await app?.close();
});

/** `GET /api/company/{id}` -> its operation. */
function operation(route: string): OpenApiOperation | undefined {
  const [method = '', path = ''] = route.split(' ');
  return doc.paths[path]?.[method.toLowerCase() as keyof OpenApiDocument['paths'][string]];
}

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op: op })),
  );

/** Spec §7.3, path for path (the `{limit}` routes also answer without it: limit defaults to 5). */
const companyRoutes = [
  'GET /api/companies/search',
  'GET /api/companies/findByQuery/{query}',
  'GET /api/companies/find/{text}',
  'GET /api/companies/find/top/{text}/{limit}',
  'GET /api/companies/find/top/{text}',
  'GET /api/companies/find/topWithEmployees/{text}/{limit}',
  'GET /api/companies/find/topAmbassadors/{text}/{limit}',
  'GET /api/companies',
  'GET /api/companies/count',
  'POST /api/company',
  'GET /api/company/{id}',
  'PUT /api/company/{id}',
  'DELETE /api/company/{id}',
  'GET /api/companies/byDate/{from}/{to}',
];

describe('GET /api/docs', () => {
  it('answers an OpenAPI 3.1 document to any signed-in user, and 401 to anybody else', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+/);
    const anonymous = await fetch(`${app.baseUrl}/api/docs`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as ErrorBody).statusCode).toBe(401);
  });

  it('lists every companies route of spec §7.3 with its path parameters declared', () => {
    const missing = companyRoutes.filter((route) => !operation(route));
    expect(missing).toEqual([]);
    const top = operation('GET /api/companies/find/top/{text}/{limit}')!;
    expect(top.parameters?.filter((p) => p.in === 'path').map((p) => [p.name, p.required])).toEqual([
      ['text', true],
      ['limit', true],
    ]);
    expect(operation('GET /api/company/{id}')!.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', schema: { type: 'string', format: 'uuid' } }),
    );
  });

  it('documents every route Express serves under /api (and outside it: /metrics, /d/…), one operation each, so a new route is never missing', () => {
    const express = app.app.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    };
    const served = express.router.stack
      // /metrics and a buyer's /d/… are outside the prefix; Nest also lays an every-method layer on a
      // path excluded from it (for the middleware), which is no route of ours.
      .filter(
        (layer) =>
          layer.route?.path.startsWith('/api') ||
          (outsideApiPrefix.some((path) => layer.route?.path === `/${path}`) &&
            Object.keys(layer.route!.methods).length === 1),
      )
      .flatMap((layer) =>
        Object.keys(layer.route!.methods).map(
          (m) => `${m.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`,
        ),
      );
    const documented = operations().map((o) => o.route);
    expect(documented.length).toBe(served.length);
    expect(new Set(documented)).toEqual(new Set(served));
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives POST /api/company the request body schema of the create call', () => {
    const body = operation('POST /api/company')!.requestBody!.content['application/json']!.schema as {
      type: string;
      properties: Record<string, { type?: string; maxLength?: number }>;
      additionalProperties: boolean;
    };
    expect(body.type).toBe('object');
    expect(body.properties['companyName']).toMatchObject({ type: 'string', maxLength: 200 });
    expect(body.additionalProperties).toBe(false);
  });

  it('states the access rule the guard enforces, with the matching security and errors', () => {
    const staffRoute = operation('GET /api/companies/count')!;
    expect(staffRoute['x-dealbook-access']).toEqual({ kind: 'roles', roles: ['user'] });
    expect(staffRoute.description).toContain('user, manager, admin, superadmin');
    expect(staffRoute.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(Object.keys(staffRoute.responses)).toEqual(['200', '401', '403', '500', '503']);
    // A client may read their own company: the rule names both checks.
    expect(operation('GET /api/company/{id}')!['x-dealbook-access']).toEqual({
      kind: 'roles',
      roles: ['user', 'client'],
    });

    const write = operation('PUT /api/company/{id}')!;
    expect(write.security).toContainEqual({ session: [], xsrf: [] });
    expect(write.parameters).toContainEqual(expect.objectContaining({ name: 'If-Match', in: 'header' }));
    expect(write.responses['409']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(write.responses['200']?.content).toHaveProperty('text/plain');
    // Content negotiation: the sentence by default, the saved record (as its GET shows it) to a
    // client whose Accept asks for JSON.
    for (const type of ['company', 'contact', 'project', 'purchase', 'communication', 'attachment', 'task']) {
      const put = operation(`PUT /api/${type}/{id}`)!.responses['200']!.content!;
      expect(Object.keys(put), type).toEqual(['text/plain', 'application/json']);
    }
    for (const type of ['note', 'payment', 'event', 'user', 'event/{id}/attendees', 'report-schedule']) {
      const path = type === 'event/{id}/attendees' ? '/api/event/{id}/attendees/{contactId}' : `/api/${type}/{id}`;
      expect(Object.keys(operation(`PUT ${path}`)!.responses['200']!.content!), path).toEqual([
        'text/plain',
        'application/json',
      ]);
    }
    expect(operation('PUT /api/task/{id}')!.responses['200']!.content!['application/json']).toEqual(
      operation('GET /api/task/{id}')!.responses['200']!.content!['application/json'],
    );

    const signIn = operation('POST /api/login')!;
    expect(signIn['x-dealbook-access']).toEqual({ kind: 'public' });
    expect(signIn.security).toBeUndefined();
    expect(signIn.requestBody?.content['application/json']?.schema).toMatchObject({ required: ['email', 'password'] });

    expect(operation('GET /api/docs')!['x-dealbook-access']).toEqual({ kind: 'signed-in' });
  });

  it('documents the paging total and next page on lists and the version ETag on company records', () => {
    for (const route of [
      'GET /api/companies',
      'GET /api/companies/search',
      'GET /api/companies/find/{text}',
      'GET /api/projects/console',
      'GET /api/imports',
    ]) {
      expect(Object.keys(operation(route)!.responses['200']!.headers!), route).toEqual([
        'X-Total-Count',
        'X-Total-Count-Kind',
        'X-Next-Cursor',
        'Link',
      ]);
    }
    // The cursor they hand out is one they take back.
    for (const route of ['GET /api/projects/console', 'GET /api/imports']) {
      expect(
        operation(route)!.parameters?.map((p) => p.name),
        route,
      ).toContain('after');
    }
    expect(Object.keys(operation('GET /api/company/{id}')!.responses['200']!.headers!)).toEqual(['ETag']);
    expect(Object.keys(operation('POST /api/company')!.responses['201']!.headers!)).toEqual(['ETag', 'Location']);
  });

  it('describes the error body every 4xx answers', () => {
    expect(doc.components.schemas['ErrorBody']).toMatchObject({
      required: ['statusCode', 'error', 'message'],
      properties: { details: { type: 'object' }, currentVersion: { type: 'integer' } },
    });
  });

  it('is a valid OpenAPI 3.1 document by swagger-parser', async () => {
    // validate() dereferences in place: it gets a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeDefined();
  });

  it('lets a generated client type every answer and name every query key', () => {
    // The probe controllers of this spec declare no answers on purpose; the product's routes must.
    const product = operations().filter(({ route }) => !route.includes('/api/probe/'));
    const untyped = product.flatMap(({ route, op }) =>
      Object.entries(op.responses)
        .filter(([status]) => status.startsWith('2'))
        .flatMap(([status, response]) =>
          Object.entries(response.content ?? {})
            .filter(([mediaType, { schema }]) => mediaType.includes('json') && Object.keys(schema).length === 0)
            .map(() => `${route} ${status}`),
        ),
    );
    const freeForm = product
      .filter(({ op }) => op.parameters?.some((p) => p.in === 'query' && p.schema['type'] === 'object'))
      .map(({ route }) => route);
    expect(untyped).toEqual([]);
    expect(freeForm).toEqual([]);
  });

  it('names paging, sorting and filters of a list, and types path segments the handlers parse', () => {
    const search = operation('GET /api/companies/search')!.parameters!.filter((p) => p.in === 'query');
    expect(search.map((p) => p.name)).toEqual(expect.arrayContaining(['limit', 'offset', 'sort', 'after', 'isClient']));
    expect(search.find((p) => p.name === 'limit')!.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 500 });
    const keys = (route: string) =>
      operation(route)!
        .parameters!.filter((p) => p.in === 'query')
        .map((p) => p.name);
    expect(keys('GET /api/tasks/search')).toEqual(
      expect.arrayContaining(['assignedTo', 'status', 'completed', 'after']),
    );
    expect(keys('GET /api/communications/search')).toEqual(
      expect.arrayContaining(['outcome', 'purchases', 'from', 'to']),
    );
    expect(keys('GET /api/events/search')).toEqual(expect.arrayContaining(['attendees', 'eventType', 'city']));
    expect(keys('GET /api/purchases/search')).toEqual(expect.arrayContaining(['project', 'priority', 'signedNDA']));
    // A plain list pages and sorts only: its filters belong to its search.
    expect(keys('GET /api/attachments')).toEqual(['limit', 'offset', 'sort', 'after']);
    const top = operation('GET /api/companies/find/top/{text}/{limit}')!.parameters!;
    expect(top.find((p) => p.name === 'limit')!.schema).toEqual(
      expect.objectContaining({ type: 'integer', minimum: 1, maximum: 100 }),
    );
    const byDate = operation('GET /api/companies/byDate/{from}/{to}')!.parameters!;
    expect(JSON.stringify(byDate.find((p) => p.name === 'from')!.schema)).toContain('"format":"date"');
    const role = operation('POST /api/user')!.requestBody!.content['application/json']!.schema as {
      properties: { role: { enum: number[] } };
    };
    expect(role.properties.role.enum).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('documents downloads as files, the upload as a form, and the company as its schema', () => {
    expect(Object.keys(operation('GET /api/project/potentialpurchaser/{id}')!.responses['200']!.content!)).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    const upload = operation('POST /api/attachment')!.requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(upload.required).toEqual(['file']);
    expect(upload.properties).toHaveProperty('description');
    const company = operation('GET /api/company/{id}')!.responses['200']!.content!['application/json']!.schema;
    expect(company).toEqual({
      anyOf: [
        { $ref: '#/components/schemas/CompanyWithEmployees' },
        { $ref: '#/components/schemas/ClientCompanyView' },
      ],
    });
    expect(JSON.stringify(doc.components.schemas['CompanyWithEmployees'])).toContain('"companyName"');
  });

  it('names each record shape once, as a component every answer holding it refers to', () => {
    const answer = (route: string) => operation(route)!.responses['200']!.content!['application/json']!.schema;
    expect(answer('GET /api/companies/search')).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Company' },
    });
    expect(answer('GET /api/task/{id}')).toEqual({ $ref: '#/components/schemas/Task' });
    for (const name of ['Company', 'Contact', 'Project', 'Purchase', 'Task', 'Note', 'Payment', 'User']) {
      expect(doc.components.schemas[name], name).toMatchObject({ type: 'object' });
    }
    // Every reference resolves to a component the document holds.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map((m) => m[1]!);
    expect(refs.filter((name) => !(name in doc.components.schemas))).toEqual([]);
  });

  describe('follows what each route declares', () => {
    it('mounts a handler on every path of its controller, alternatives named apart', () => {
      for (const base of ['/api/probe/notes', '/api/probe/memos']) {
        expect(Object.keys(doc.paths)).toEqual(
          expect.arrayContaining([base, `${base}/{id}`, `${base}/sign-in`, `${base}/mine`, `${base}/count`]),
        );
      }
      expect(operation('GET /api/probe/notes')!.operationId).toBe('notesProbeList');
      expect(operation('GET /api/probe/memos')!.operationId).toBe('notesProbeList2');
    });

    it('documents the response headers a route declares, the handler’s over its controller’s', () => {
      expect(Object.keys(operation('GET /api/probe/notes')!.responses['200']!.headers!)).toEqual([
        'X-Total-Count',
        'X-Total-Count-Kind',
        'X-Next-Cursor',
        'Link',
      ]);
      expect(Object.keys(operation('GET /api/probe/notes/{id}')!.responses['200']!.headers!)).toEqual(['ETag']);
    });

    it('declares a validated query parameter with the schema that checks it', () => {
      expect(operation('GET /api/probe/notes')!.parameters).toEqual([
        { name: 'owner', in: 'query', required: true, schema: expect.objectContaining({ format: 'uuid' }) },
      ]);
    });

    it('describes a public route with a body: no security, the errors it declares, the input schema', () => {
      const signIn = operation('POST /api/probe/notes/sign-in')!;
      expect(signIn.security).toBeUndefined();
      expect(Object.keys(signIn.responses)).toEqual(['200', '400', '401', '413', '500', '503']);
      expect(signIn.requestBody!.content['application/json']!.schema).toMatchObject({
        properties: { text: { minLength: 1, maxLength: 500 }, pinned: { type: 'boolean', default: false } },
        required: ['text'],
      });
    });

    it('warns that a signed-in write needs the XSRF header with a cookie, and answers 204 without content', () => {
      const clear = operation('DELETE /api/probe/notes/mine')!;
      // A write's body is parsed before any handler: malformed JSON (400) or too much of it (413). A
      // signed-in write takes an Idempotency-Key: reused for another request (422), or its first
      // request still running (409).
      expect(Object.keys(clear.responses)).toEqual(['204', '400', '401', '403', '409', '413', '422', '500', '503']);
      expect(clear.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
      expect(clear.responses['204']!.content).toBeUndefined();
      expect(clear.security).toEqual([{ bearer: [] }, { session: [], xsrf: [] }]);
      expect(operation('GET /api/probe/notes/count')!.responses['200']!.content).toHaveProperty([
        'application/json; charset=utf-8',
      ]);
    });

    it('shows a route without an access rule as refused to everybody', () => {
      const forgotten = operation('GET /api/probe/forgotten')!;
      expect(forgotten['x-dealbook-access']).toBeNull();
      expect(forgotten.description).toContain('refused to everybody');
      expect(forgotten.security).toBeUndefined();
      expect(Object.keys(forgotten.responses)).toEqual(['200', '403', '500', '503']);
    });

    it('names the roles that pass a check as the guard decides it', () => {
      expect(operation('GET /api/probe/notes/{id}')!.description).toBe(
        'Access: Signed-in users whose role is manager, admin, superadmin.',
      );
    });
  });
});
