import { z } from 'zod';
import { jsonSchemaOf, type JsonSchema } from './openapi-schemas.js';
import type { RouteArgument, RouteDescription } from './route-catalog.js';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
  description?: string;
  style?: 'form' | 'simple';
  explode?: boolean;
}

/** Whether a parameter's schema takes a list (an array, or an array among its alternatives). */
function isList(schema: JsonSchema): boolean {
  const alternatives = (schema['anyOf'] ?? schema['oneOf']) as JsonSchema[] | undefined;
  return schema['type'] === 'array' || (alternatives ?? []).some(isList);
}

const requestHeaderDescriptions: Record<string, string> = {
  'if-match': 'The version (ETag) you read: the write is refused with 409 if the record has changed since',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const headerName = (name: string) => name.split('-').map(capitalise).join('-');

function pathParameter(route: RouteDescription, name: string): OpenApiParameter {
  const arg = route.arguments.find((a) => a.in === 'path' && a.name === name);
  const declared = route.doc.params?.[name] ?? arg?.schema;
  const schema = arg?.uuid ? { type: 'string', format: 'uuid' } : declared ? jsonSchemaOf(declared) : undefined;
  // A list in a path segment is its values separated by commas (`{ids}`): the simple style.
  const list = schema && isList(schema) ? { style: 'simple' as const, explode: false } : {};
  return { name, in: 'path', required: true, schema: schema ?? { type: 'string' }, ...list };
}

/**
 * The keys of a query-string object, one parameter each, so a generated client names them
 * (`limit`, `offset`, `sort`, the filters). A list value is the key repeated (`?status=1&status=2`):
 * the form style, exploded.
 */
function queryParameters(schema: z.ZodObject): OpenApiParameter[] {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]): OpenApiParameter => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
    ...(typeof property['description'] === 'string' ? { description: property['description'] } : {}),
    ...(isList(property) ? { style: 'form', explode: true } : {}),
  }));
}

/**
 * Path, query and header parameters of a route. A handler taking the whole query string names
 * its keys with @ResponseDoc({ query }) or checks them with a ZodValidationPipe on an object; one
 * that does neither is documented as a free-form object, which the document's tests refuse.
 */
export function parametersOf(route: RouteDescription): OpenApiParameter[] {
  const pathParameters = route.pathParameters.map((name) => pathParameter(route, name));
  const named = route.arguments
    .filter(
      (a): a is RouteArgument & { in: 'query' | 'header'; name: string } =>
        (a.in === 'query' || a.in === 'header') && a.name !== undefined,
    )
    .map((a): OpenApiParameter => {
      const description = a.in === 'header' ? requestHeaderDescriptions[a.name.toLowerCase()] : undefined;
      return {
        name: a.in === 'header' ? headerName(a.name) : a.name,
        in: a.in,
        required: a.schema ? !a.schema.safeParse(undefined).success : false,
        schema: a.schema ? jsonSchemaOf(a.schema) : { type: 'string' },
        ...(description ? { description } : {}),
      };
    });
  const query = route.arguments.find((a) => a.in === 'query' && a.name === undefined);
  if (!query) return [...pathParameters, ...named];
  const keys = route.doc.query ?? query.schema;
  if (keys instanceof z.ZodObject) return [...pathParameters, ...named, ...queryParameters(keys)];
  const wholeQuery: OpenApiParameter = {
    name: 'query',
    in: 'query',
    required: false,
    style: 'form',
    explode: true,
    schema: keys ? jsonSchemaOf(keys) : { type: 'object', additionalProperties: { type: 'string' } },
  };
  return [...pathParameters, ...named, wholeQuery];
}
