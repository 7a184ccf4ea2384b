import { z } from 'zod';
import { SessionCookie, XsrfHeader, type ErrorBody } from '@dealbook/contracts';

export type JsonSchema = Record<string, unknown>;

/**
 * A contracts schema as JSON Schema (2020-12, OpenAPI 3.1's dialect): of what a client sends
 * (`input`, defaults optional) or of what the server answers (`output`, defaults filled in).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  // Refinements are left out and anything without a JSON form becomes {}: the document shows the
  // shape the server checks rather than failing to serve.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
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
