import { z } from 'zod';
import * as contracts from '@dealbook/contracts';
import { SessionCookie, XsrfHeader, type ErrorBody } from '@dealbook/contracts';

export type JsonSchema = Record<string, unknown>;

/**
 * A contracts schema as JSON Schema (2020-12, OpenAPI 3.1's dialect) of what a client sends
 * (defaults optional); answers go through answerSchemaOf.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // Refinements are left out and anything without a JSON form becomes {}: the document shows the
  // shape the server checks rather than failing to serve.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/**
 * The schemas contracts exports, named after their export (`companySchema` → `Company`): an answer
 * that holds one refers to it as a component, so a generated client gets one `Company` type
 * rather than a copy per operation.
 */
const componentNames = new Map<unknown, string>(
  Object.entries(contracts).flatMap(([name, value]) =>
    value instanceof z.ZodType && /^[a-z]\w*Schema$/.test(name)
      ? [[value, `${name.charAt(0).toUpperCase()}${name.slice(1, -'Schema'.length)}`] as const]
      : [],
  ),
);

/**
 * What z.toJSONSchema reads of a registry is `get`: this one answers each schema's own metadata
 * (descriptions) and adds the component name of the exported ones.
 */
const namedMetadata = {
  get: (schema: z.ZodType) => {
    const meta = z.globalRegistry.get(schema);
    const id = componentNames.get(schema);
    return id === undefined ? meta : { ...meta, id };
  },
} as unknown as typeof z.globalRegistry;

const localDefinition = '#/$defs/';
const componentPrefix = '#/components/schemas/';

function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' && item.startsWith(localDefinition)
        ? componentPrefix + item.slice(localDefinition.length)
        : toComponentRefs(item),
    ]),
  );
}

/**
 * The JSON Schema of an answer, with every exported contracts schema in it replaced by a `$ref` to
 * its named component, which is added to `components` (the document's `components.schemas`).
 */
export function answerSchemaOf(schema: z.ZodType, components: Record<string, JsonSchema>): JsonSchema {
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any', metadata: namedMetadata }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  for (const [id, definition] of Object.entries($defs ?? {}))
    components[id] = toComponentRefs(definition) as JsonSchema;
  return toComponentRefs(rest) as JsonSchema;
}

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

// Typed against ErrorBody so that a field added to or removed from it breaks the build here.
const errorBodyProperties: Record<keyof ErrorBody, JsonSchema> = {
  statusCode: { type: 'integer', description: 'The HTTP status' },
  error: { type: 'string', description: 'Its reason phrase' },
  message: { type: 'string', description: 'What went wrong, for a person to read' },
  details: {
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Field -> message, for validation failures',
  },
  currentVersion: {
    type: 'integer',
    description: "On 409: the record's current version, to reload and retry against",
  },
};
const errorBodyRequired: Record<RequiredKeys<ErrorBody>, true> = { statusCode: true, error: true, message: true };

export const errorBodySchema: JsonSchema = {
  type: 'object',
  properties: errorBodyProperties,
  required: Object.keys(errorBodyRequired),
};

export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The userToken that sign-in answers, for API clients',
  },
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SessionCookie,
    description: "The browser's session cookie, set at sign-in",
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: XsrfHeader,
    description: 'The XSRF-TOKEN cookie echoed back: a write authenticated by the session cookie needs it',
  },
} as const;

/** GET /api/docs, as far as a client needs to know it: an OpenAPI 3.1 document. */
export const openApiDocumentSchema = z
  .object({
    openapi: z.string(),
    info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
    paths: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown()))),
    components: z.record(z.string(), z.record(z.string(), z.unknown())),
  })
  .strict();
