import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import * as formats from 'ajv-formats';
import type { OpenApiDocument, OpenApiOperation } from '../../api/src/platform/openapi/openapi-document.js';
import type { RecordedExchange } from './traffic-recorder.js';

// ajv-formats is CommonJS: under ESM its function arrives as the default export's default.
const addFormats = formats.default.default;

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  /** Literal segments: Express serves `/purchases/count` before `/purchases/{companyId}`. */
  literals: number;
  operation: OpenApiOperation;
}

/** Why one exchange does not agree with the document; undefined when it does. */
export type Mismatch = string | undefined;

const baseType = (mediaType: string) => mediaType.split(';')[0]!.trim().toLowerCase();

function mediaTypeMatches(documented: string, actual: string): boolean {
  const [type, subtype] = baseType(documented).split('/');
  const [actualType, actualSubtype] = baseType(actual).split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

/** `$ref`s to components, inlined: each response schema compiles on its own. */
function resolved(value: unknown, doc: OpenApiDocument): unknown {
  if (Array.isArray(value)) return value.map((item) => resolved(item, doc));
  if (typeof value !== 'object' || value === null) return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return resolved(doc.components.schemas[ref.slice('#/components/schemas/'.length)], doc);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolved(item, doc)]));
}

/**
 * Checks answers the server gave against the OpenAPI document: the operation exists, the status
 * is one it documents, the media type is one documented for that status, and a JSON body passes
 * the documented schema (JSON Schema 2020-12, OpenAPI 3.1's dialect).
 */
export class OpenApiResponseValidator {
  private readonly routes: Route[];
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<object, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    addFormats(this.ajv);
    this.routes = Object.entries(doc.paths).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
        literals: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
        operation: operation as OpenApiOperation,
      })),
    );
  }

  /** `GET /api/company/{id}` for a request path, the most literal template first. */
  operationOf(method: string, path: string): Route | undefined {
    // Express routes are not strict: `/api/companies/` is served by `/api/companies`.
    const served = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    return this.routes
      .filter((route) => route.method === method && route.pattern.test(served))
      .sort((a, b) => b.literals - a.literals)[0];
  }

  check(exchange: RecordedExchange): Mismatch {
    const route = this.operationOf(exchange.method, exchange.path);
    if (!route) return `no operation for ${exchange.method} ${exchange.path}`;
    const where = `${route.method} ${route.template} -> ${exchange.status}`;
    const response = route.operation.responses[String(exchange.status)];
    if (!response) return `${where}: status not documented`;
    if (!response.content) {
      return exchange.contentType && exchange.body ? `${where}: a body where none is documented` : undefined;
    }
    if (!exchange.contentType) return `${where}: no Content-Type`;
    const mediaType = Object.keys(response.content).find((type) => mediaTypeMatches(type, exchange.contentType!));
    if (!mediaType) {
      return `${where}: ${exchange.contentType} is not among ${Object.keys(response.content).join(', ')}`;
    }
    if (!baseType(mediaType).endsWith('json')) return undefined;
    const schema = response.content[mediaType]!.schema;
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(resolved(schema, this.doc) as object);
      this.compiled.set(schema, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(exchange.body ?? '');
    } catch {
      return `${where}: the body is not JSON`;
    }
    if (validate(body)) return undefined;
    const problems = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
    return `${where}: ${problems.join('; ')}`;
  }
}
