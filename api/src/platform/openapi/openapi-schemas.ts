import { z } from 'zod';
import * as contracts from '@dealbook/contracts';
import { SessionCookie, XsrfHeader, type ErrorBody } from '@dealbook/contracts';

export type JsonSchema = Record<string, unknown>;

/** The annotations of a schema node, kept when its type keywords are replaced by those of another side. */
const annotations = ['title', 'description', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly'];

/** A clock reading taken around the evaluation of a default: the instants and days it may have produced. */
interface ClockWindow {
  from: number;
  to: number;
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const clockPlaceholder = '<the time of the request>';

/** Whether a value read during `window` is the time it was read at (an instant, a day, epoch milliseconds). */
function isClockValue(value: unknown, window: ClockWindow): boolean {
  const { from, to } = window;
  if (value instanceof Date) return value.getTime() >= from && value.getTime() <= to;
  if (typeof value === 'number') return value >= from && value <= to;
  if (typeof value !== 'string') return false;
  if (isoDateTime.test(value)) {
    const time = Date.parse(value);
    return time >= from && time <= to;
  }
  const day = (time: number) => new Date(time).toISOString().slice(0, 10);
  return isoDay.test(value) && (value === day(from) || value === day(to));
}

/** The value with every reading of the clock in it replaced by a placeholder; undefined when it holds none. */
function withoutClock(value: unknown, window: ClockWindow): unknown {
  let found = false;
  const replace = (item: unknown): unknown => {
    if (isClockValue(item, window)) {
      found = true;
      return clockPlaceholder;
    }
    if (Array.isArray(item)) return item.map(replace);
    if (typeof item === 'object' && item !== null) {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, replace(inner)]));
    }
    return item;
  };
  const replaced = replace(value);
  return found ? replaced : undefined;
}

type ZodNode = z.core.$ZodType;
type Io = 'input' | 'output';

/** Options of one conversion; `defs` collects the named definitions of the sides converted on their own. */
interface Conversion {
  io: Io;
  metadata?: typeof z.globalRegistry;
  defs: Record<string, JsonSchema>;
}

/**
 * The side of a pipe that says what its value is, where z.toJSONSchema documents the other:
 * - an answer's field that a transform normalises (an `isoInstant`, a list without duplicates) has
 *   no JSON form on its output side, and would be an untyped `{}` (plus its default). The input
 *   side is documented: the contracts' transforms normalise a value without changing its type.
 * - a query value coerced before it is checked (`z.coerce.number().pipe(roleSchema)`) is
 *   documented as the check, not as any number.
 */
function documentedSide(schema: ZodNode, io: Io): ZodNode | undefined {
  const def = schema._zod.def;
  if (def.type !== 'pipe') return undefined;
  const { in: source, out: target } = def as z.core.$ZodPipeDef;
  if (io === 'output' && target._zod.traits.has('$ZodTransform') && !source._zod.traits.has('$ZodTransform')) {
    return source;
  }
  const coerced = (source._zod.def as { coerce?: boolean }).coerce === true;
  if (io === 'input' && coerced && !target._zod.traits.has('$ZodTransform')) return target;
  return undefined;
}

/**
 * A default computed each time the schema parses (the time of the request) is no JSON value: the
 * document would change with the clock. It is described instead, the clock's part as a placeholder.
 */
function describeClockDefault(schema: ZodNode, json: JsonSchema): void {
  const def = schema._zod.def as { type: string; defaultValue?: unknown };
  if ((def.type !== 'default' && def.type !== 'prefault') || !('default' in json)) return;
  const from = Date.now();
  const value = def.defaultValue;
  const window = { from, to: Date.now() };
  const described = withoutClock(value, window);
  if (described === undefined) return;
  delete json['default'];
  const stated = described === clockPlaceholder ? 'the time of the request' : JSON.stringify(described);
  const before = typeof json['description'] === 'string' ? `${json['description']}. ` : '';
  json['description'] = `${before}Default: ${stated}`;
}

function convert(schema: z.ZodType | ZodNode, conversion: Conversion): JsonSchema {
  const { io, metadata, defs } = conversion;
  // Refinements are left out and anything without a JSON form becomes {}: the document shows the
  // shape the server checks rather than failing to serve.
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = z.toJSONSchema(schema as z.ZodType, {
    io,
    unrepresentable: 'any',
    ...(metadata ? { metadata } : {}),
    override: ({ zodSchema, jsonSchema }) => {
      const json = jsonSchema as JsonSchema;
      const side = documentedSide(zodSchema, io);
      if (side) {
        const kept = Object.fromEntries(Object.entries(json).filter(([key]) => annotations.includes(key)));
        for (const key of Object.keys(json)) delete json[key];
        Object.assign(json, convert(side, conversion), kept);
      }
      describeClockDefault(zodSchema, json);
    },
  }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  Object.assign(defs, $defs);
  return rest;
}

/**
 * A contracts schema as JSON Schema (2020-12, OpenAPI 3.1's dialect) of what a client sends
 * (defaults optional); answers go through answerSchemaOf.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const defs: Record<string, JsonSchema> = {};
  const json = convert(schema, { io: 'input', defs });
  return Object.keys(defs).length > 0 ? { ...json, $defs: defs } : json;
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
  const defs: Record<string, JsonSchema> = {};
  const json = convert(schema, { io: 'output', metadata: namedMetadata, defs });
  for (const [id, definition] of Object.entries(defs)) components[id] = toComponentRefs(definition) as JsonSchema;
  return toComponentRefs(json) as JsonSchema;
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
