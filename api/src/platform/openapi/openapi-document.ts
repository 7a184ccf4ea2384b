import { STATUS_CODES } from 'node:http';
import type { z } from 'zod';
import {
  hasAnyRole,
  IdempotencyKeyHeader,
  LinkHeader,
  NextCursorHeader,
  Role,
  RoleNames,
  TotalCountHeader,
  TotalCountKindHeader,
} from '@dealbook/contracts';
import type { AccessRule } from '../../kernel/http/access-rule.decorator.js';
import { answerSchemaOf, errorBodySchema, jsonSchemaOf, securitySchemes, type JsonSchema } from './openapi-schemas.js';
import {
  documentedResponseHeaders,
  type DocumentedErrorStatus,
  type DocumentedResponseHeader,
} from '../../kernel/http/response-doc.decorator.js';
import { parametersOf, type OpenApiParameter } from './openapi-parameters.js';
import type { HttpMethod, RouteDescription } from './route-catalog.js';

export type { OpenApiParameter } from './openapi-parameters.js';

export interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, OpenApiResponse>;
  security?: Record<string, string[]>[];
  /** The rule the access guard enforces; null when the route has none (refused to everybody). */
  'x-dealbook-access': AccessRule | null;
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: { title: string; version: string; description: string };
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: typeof securitySchemes };
}

const errorDescriptions: Record<DocumentedErrorStatus, string> = {
  400: 'The input is invalid: message says what, details name each field',
  401: 'Not signed in, or the credentials were not accepted',
  403: 'Refused: the role does not give access, or a write signed in by cookie lacks the XSRF header',
  404: 'No such record',
  409: 'The record changed since the version sent in If-Match (currentVersion is the one it has now), or the first request with this Idempotency-Key is still running',
  413: 'The request body is too large',
  422: 'The Idempotency-Key was already used for a different request (another method, path or body)',
  429: 'Too many at once (attempts, or heavy work such as exports and reports as of a past date): try again after Retry-After seconds',
  500: 'An unexpected failure on the server, logged there; a write that fails this way records nothing',
  502: 'The outside service behind this route failed or could not be reached',
  503: 'A service this route depends on is unavailable (the file store), or the database took longer than the statement timeout; nothing was recorded, try again',
};

const unsafeMethods: ReadonlySet<HttpMethod> = new Set(['post', 'put', 'patch', 'delete']);

const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function describeAccess(rule: AccessRule | undefined): string {
  if (!rule) return 'No access rule: refused to everybody.';
  if (rule.kind === 'public') return 'Anyone, signed in or not.';
  if (rule.kind === 'signed-in') return 'Any signed-in user.';
  // The same check the guard makes, so hierarchical and exact roles read as they behave.
  const allowed = RoleNames.filter((name) => hasAnyRole(Role[name], rule.roles));
  return `Signed-in users whose role is ${allowed.join(', ')}.`;
}

function requestBodyOf(route: RouteDescription): OpenApiOperation['requestBody'] {
  const { multipart, multipartFiles = [] } = route.doc;
  if (multipart) {
    const form = jsonSchemaOf(multipart) as { properties?: Record<string, JsonSchema> };
    const files = Object.fromEntries(
      multipartFiles.map((name) => [name, { type: 'string', contentMediaType: 'application/octet-stream' }]),
    );
    const schema = { ...form, properties: { ...form.properties, ...files }, required: [...multipartFiles] };
    return { required: true, content: { 'multipart/form-data': { schema } } };
  }
  const bodies = route.arguments.filter((a) => a.in === 'body');
  if (bodies.length === 0) return undefined;
  const whole = bodies.find((a) => a.name === undefined);
  const schema = whole
    ? whole.schema
      ? jsonSchemaOf(whole.schema)
      : {}
    : {
        type: 'object',
        properties: Object.fromEntries(bodies.map((a) => [a.name, a.schema ? jsonSchemaOf(a.schema) : {}])),
      };
  return { required: true, content: { 'application/json': { schema } } };
}

/** The errors a route can answer, from its inputs and access rule, plus those it declares. */
function errorStatusesOf(route: RouteDescription): DocumentedErrorStatus[] {
  const { rule, arguments: args } = route;
  const statuses = new Set<DocumentedErrorStatus>(route.doc.errors ?? []);
  // A write's body is read before the handler runs: malformed JSON is a 400 and an oversized one
  // a 413 on every write, whether or not the handler takes a body.
  const write = unsafeMethods.has(route.method);
  if (write || args.length > 0 || route.pathParameters.length > 0 || route.doc.multipart) statuses.add(400);
  if (rule && rule.kind !== 'public') statuses.add(401);
  if (!rule || rule.kind === 'roles' || (rule.kind === 'signed-in' && unsafeMethods.has(route.method))) {
    statuses.add(403);
  }
  if (args.some((a) => a.in === 'path' && a.uuid)) statuses.add(404);
  if (args.some((a) => a.in === 'header' && a.name?.toLowerCase() === 'if-match')) statuses.add(409);
  if (keyedWrite(route)) statuses.add(409).add(422);
  if (write || route.doc.multipart) statuses.add(413);
  statuses.add(500);
  // Any statement may run into DATABASE_STATEMENT_TIMEOUT_SECONDS.
  statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}

function successOf(
  route: RouteDescription,
  status: number,
  body: z.ZodType | undefined,
  components: Record<string, JsonSchema>,
): OpenApiResponse {
  // A list's total always travels with how it was found and the next page's cursor and link (setListHeaders).
  const named = (route.doc.headers ?? []).flatMap((name): DocumentedResponseHeader[] =>
    name === TotalCountHeader ? [name, TotalCountKindHeader, NextCursorHeader, LinkHeader] : [name],
  );
  const headers = named.length
    ? { headers: Object.fromEntries(named.map((name) => [name, documentedResponseHeaders[name]])) }
    : {};
  const description = STATUS_CODES[status] ?? 'Success';
  if (status === 204) return { description, ...headers };
  if (status >= 300 && status < 400) {
    const location = { Location: documentedResponseHeaders.Location };
    // A redirect with a body of its own (a merged-away record's 301) answers it as JSON; otherwise
    // Express writes a one-line note (HTML or text, as accepted) for clients that do not follow.
    const content: Record<string, { schema: JsonSchema }> = body
      ? { 'application/json': { schema: answerSchemaOf(body, components) } }
      : { 'text/*': { schema: { type: 'string' } } };
    return { description, headers: location, content };
  }
  if (route.doc.file) {
    const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
    return {
      description,
      ...headers,
      content: Object.fromEntries(route.doc.file.map((type) => [type, { schema: binary }])),
    };
  }
  // DESIGN §5 keeps spec §7's convention: PUT and DELETE answer text, everything else JSON.
  const text = route.doc.text || (!body && (route.method === 'put' || route.method === 'delete'));
  const [mediaType, schema] = text
    ? ['text/plain', { type: 'string' }]
    : [route.contentType ?? 'application/json', body ? answerSchemaOf(body, components) : {}];
  // Content negotiation: a PUT answers its saved record as JSON to a client that asks for it.
  const content: Record<string, { schema: JsonSchema }> = { [mediaType]: { schema } };
  if (route.doc.saved) content['application/json'] = { schema: answerSchemaOf(route.doc.saved, components) };
  return { description, ...headers, content };
}

/** A signed-in user's write, which takes an Idempotency-Key (a public one has no user to tie a key to). */
function keyedWrite(route: RouteDescription): boolean {
  return unsafeMethods.has(route.method) && route.rule !== undefined && route.rule.kind !== 'public';
}

const idempotencyKeyParameter: OpenApiParameter = {
  name: IdempotencyKeyHeader,
  in: 'header',
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  description:
    'Makes the write safe to send again: the first request with a key runs; a later one with the same key, method, ' +
    'path and body, within IDEMPOTENCY_KEY_HOURS, gets the first answer again (marked Idempotent-Replayed: true) ' +
    'without running. Tied to the signed-in user. A UUID per write is the usual key.',
};

function operationOf(route: RouteDescription, components: Record<string, JsonSchema>): OpenApiOperation {
  const tag = route.controller.replace(/Controller$/, '');
  const parameters = [...parametersOf(route), ...(keyedWrite(route) ? [idempotencyKeyParameter] : [])];
  const requestBody = requestBodyOf(route);
  const status = route.doc.status ?? route.status;
  const responses: Record<string, OpenApiResponse> = { [status]: successOf(route, status, route.doc.body, components) };
  for (const other of route.doc.also ?? [])
    responses[other.status] = successOf(route, other.status, other.body, components);
  for (const status of errorStatusesOf(route)) {
    // A success answer the route declares at that status (health's 503) is what it sends.
    if (responses[status]) continue;
    responses[status] = {
      description: errorDescriptions[status],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    };
  }
  const signedIn = route.rule !== undefined && route.rule.kind !== 'public';
  return {
    operationId: `${tag.charAt(0).toLowerCase()}${tag.slice(1)}${capitalise(route.handler)}${route.pathIndex > 0 ? route.pathIndex + 1 : ''}`,
    summary: capitalise(words(route.handler)),
    description: `Access: ${describeAccess(route.rule)}`,
    tags: [tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
    ...(signedIn
      ? {
          security: [{ bearer: [] }, unsafeMethods.has(route.method) ? { session: [], xsrf: [] } : { session: [] }],
        }
      : {}),
    'x-dealbook-access': route.rule ?? null,
  };
}

/** The OpenAPI 3.1 document of the given routes. */
export function buildOpenApiDocument(
  routes: RouteDescription[],
  info: { title: string; version: string },
): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, JsonSchema> = { ErrorBody: errorBodySchema };
  for (const route of routes) (paths[route.path] ??= {})[route.method] = operationOf(route, schemas);
  return {
    openapi: '3.1.1',
    info: {
      ...info,
      description:
        'Generated from the routes the server registered. x-dealbook-access on each operation is the rule ' +
        'its access guard enforces. Lists take limit, offset and sort, and report their total in X-Total-Count.',
    },
    paths,
    components: { schemas, securitySchemes },
  };
}
