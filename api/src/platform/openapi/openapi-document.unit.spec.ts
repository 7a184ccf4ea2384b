import type { DynamicModule, Type } from '@nestjs/common';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../kernel/config/app-config.js';
import type { Persistence } from '../../infra/persistence.js';
import type { OpenApiDocument } from './openapi-document.js';

/**
 * The whole API document, built from every controller of the app (as OpenApiService does from
 * the ones Nest registered) without starting it: what a client generator reads.
 */

type ModuleRef = Type | DynamicModule | Promise<DynamicModule> | { forwardRef: () => ModuleRef } | undefined;

/** Every controller a module and its imports declare, read from the metadata @Module records. */
function controllersOf(root: ModuleRef): Set<Type> {
  const controllers = new Set<Type>();
  const seen = new Set<unknown>();
  const visit = (module: ModuleRef) => {
    if (!module || seen.has(module) || module instanceof Promise) return;
    seen.add(module);
    if ('forwardRef' in module) return visit(module.forwardRef());
    if ('module' in module) {
      for (const controller of module.controllers ?? []) controllers.add(controller);
      for (const imported of module.imports ?? []) visit(imported as ModuleRef);
      return visit(module.module);
    }
    for (const controller of (Reflect.getMetadata('controllers', module) ?? []) as Type[]) controllers.add(controller);
    for (const imported of (Reflect.getMetadata('imports', module) ?? []) as ModuleRef[]) visit(imported);
  };
  visit(root);
  return controllers;
}

/** The document as the server would serve it, from modules imported afresh (a restart). */
async function buildDocument(): Promise<OpenApiDocument> {
  const { AppModule } = await import('../../app.module.js');
  const { describeRoutes } = await import('./route-catalog.js');
  const { buildOpenApiDocument } = await import('./openapi-document.js');
  const app = AppModule.forRoot({} as AppConfig, {} as Persistence);
  return buildOpenApiDocument(describeRoutes(controllersOf(app), 'api'), { title: 'Dealbook API', version: '0' });
}

/** The keywords that give a JSON Schema node a type of its own, one way or another. */
const typing = ['type', '$ref', 'oneOf', 'anyOf', 'allOf', 'enum', 'const', 'not'];
const subschemaMaps = ['properties', '$defs', 'patternProperties', 'dependentSchemas'];
const subschemas = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'unevaluatedProperties'];
const subschemaLists = ['anyOf', 'oneOf', 'allOf', 'prefixItems'];

const pointer = (path: string, key: string) => `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/**
 * JSON pointers of the schemas that say nothing of their value's type: keywords such as `default`
 * or `description` alone. `{}` (anything: a free-form payload) is deliberate and passes.
 */
function untypedSchemas(document: OpenApiDocument): string[] {
  const found: string[] = [];
  const schema = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    const keys = Object.keys(node);
    if (keys.length > 0 && !keys.some((key) => typing.includes(key))) found.push(path);
    const record = node as Record<string, unknown>;
    for (const key of subschemaMaps) {
      for (const [name, inner] of Object.entries((record[key] ?? {}) as Record<string, unknown>)) {
        schema(inner, pointer(pointer(path, key), name));
      }
    }
    for (const key of subschemas) if (key in record) schema(record[key], pointer(path, key));
    for (const key of subschemaLists) {
      if (Array.isArray(record[key]))
        record[key].forEach((inner, i) => schema(inner, pointer(pointer(path, key), `${i}`)));
    }
  };
  // Outside schemas, every `schema` key (parameters, bodies, answers, headers) holds one.
  const document_ = (node: unknown, path: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => document_(item, pointer(path, `${i}`)));
    else if (typeof node === 'object' && node !== null) {
      for (const [key, inner] of Object.entries(node)) {
        if (key === 'schema') schema(inner, pointer(path, key));
        else document_(inner, pointer(path, key));
      }
    }
  };
  document_(document.paths, '#/paths');
  for (const [name, definition] of Object.entries(document.components.schemas)) {
    schema(definition, pointer('#/components/schemas', name));
  }
  return found;
}

/** JSON pointers where two documents differ (a value changed, or a key only one of them has). */
function differences(a: unknown, b: unknown, path = '#'): string[] {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b ? [] : [path];
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.flatMap((key) =>
    differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], pointer(path, key)),
  );
}

let doc: OpenApiDocument;

beforeAll(async () => {
  doc = await buildDocument();
}, 60_000);

afterEach(() => {
  vi.useRealTimers();
});

describe('the API document', () => {
  it('gives every schema a type: no field is only its default or description', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(150);
    expect(untypedSchemas(doc)).toEqual([]);
    // The fields a transform normalises, which had no type on an answer's side.
    const { Task, Payment, Communication, StepHistoryEntry, Project } = doc.components.schemas as Record<
      string,
      { properties: Record<string, Record<string, unknown>> }
    >;
    for (const field of [
      Task!.properties['dueDate'],
      Payment!.properties['dueDate'],
      Communication!.properties['commsDate'],
      StepHistoryEntry!.properties['date'],
      Project!.properties['expectedCompletion'],
    ]) {
      expect(field).toMatchObject({ type: 'string', format: 'date-time' });
      expect(field).not.toHaveProperty('default');
    }
    expect(Project!.properties['velocityProducts']).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/VelocityProduct' },
    });
  });

  it('is the same, byte for byte, whenever and however often the server starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2021-03-04T05:06:07.089Z'));
    const first = await buildDocument();
    vi.resetModules();
    vi.setSystemTime(new Date('2032-11-12T13:14:15.161Z'));
    const second = await buildDocument();
    expect(differences(first, second)).toEqual([]);
    // Key order too: what is served is the same bytes.
    expect(JSON.stringify(second) === JSON.stringify(first)).toBe(true);
    // A default the clock computes is described, not given.
    const commsDate = (doc.components.schemas['Communication'] as { properties: Record<string, unknown> }).properties[
      'commsDate'
    ];
    expect(commsDate).toMatchObject({ description: expect.stringContaining('the time of the request') });
  }, 120_000);

  it('documents enumeration filters with their members, id lists as arrays of ids and sort by its fields', () => {
    const parameter = (route: string, name: string) => {
      const [method = '', path = ''] = route.split(' ');
      const operation = doc.paths[path]?.[method.toLowerCase() as 'get'];
      return operation?.parameters?.find((p) => p.name === name);
    };
    // A numeric enumeration, one value or the key repeated (parseTaskFilter: `status=1&status=2`).
    expect(parameter('GET /api/tasks/search', 'status')).toMatchObject({
      in: 'query',
      style: 'form',
      explode: true,
      schema: { type: 'array', items: { enum: [1, 2, 3, 4, 5, 6] } },
    });
    // A string enumeration from the contract's shape (companies' industryType).
    expect(parameter('GET /api/companies/search', 'industryType')).toMatchObject({
      style: 'form',
      explode: true,
      schema: { type: 'array', items: { type: 'string', enum: expect.arrayContaining(['Legal', 'Finance']) } },
    });
    // Record ids, repeated in the query…
    expect(parameter('GET /api/communications/search', 'purchases')).toMatchObject({
      schema: { type: 'array', items: { type: 'string', format: 'uuid' } },
      style: 'form',
      explode: true,
    });
    // …or separated by commas in a path segment (parseIdList): the simple style, not exploded.
    expect(parameter('GET /api/tasks/listByIds/{ids}', 'ids')).toMatchObject({
      in: 'path',
      style: 'simple',
      explode: false,
      schema: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: 200 },
    });
    // `sort` names the list's sortable fields, ascending or `-` descending (listOrder).
    expect(parameter('GET /api/tasks/search', 'sort')?.schema).toMatchObject({
      type: 'string',
      enum: expect.arrayContaining(['dueDate', '-dueDate', 'priority', '-priority']),
    });
    expect(parameter('GET /api/users', 'sort')?.schema['enum']).toContain('-lastName');
    // A coerced value is documented as the check after it.
    expect(parameter('GET /api/users', 'role')?.schema).toMatchObject({ enum: [0, 1, 2, 3, 4, 5] });
    // No filter left a free string where the list checks an enumeration or an id.
    const free = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.values(methods).flatMap((operation) =>
        (operation.parameters ?? [])
          .filter((p) => JSON.stringify(p.schema).includes('"anyOf":[{"type":"string"},{"type":"array"'))
          .map((p) => `${path} ${p.name}`),
      ),
    );
    expect(free).toEqual([]);
  });
});
