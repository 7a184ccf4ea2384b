import { outsideApiPrefix } from '../../kernel/http/global-prefix.js';
import { RequestMethod, type Type } from '@nestjs/common';
import {
  HEADERS_METADATA,
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { MetadataScanner } from '@nestjs/core';
import { z } from 'zod';
import { ACCESS_RULE, type AccessRule } from '../../kernel/http/access-rule.decorator.js';
import { readExpectedVersion } from '../../kernel/http/if-match.js';
import { UuidParamPipe } from '../../kernel/http/uuid-param.pipe.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { HEAVY_WORK } from '../../kernel/heavy-work/heavy-work.decorator.js';
import { RESPONSE_DOC, type ResponseDocOptions } from '../../kernel/http/response-doc.decorator.js';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch';
const httpMethods: ReadonlySet<string> = new Set<HttpMethod>([
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
]);

/** Where a handler argument comes from, and what checks it. */
export interface RouteArgument {
  in: 'path' | 'query' | 'header' | 'body';
  /** The parameter, header or body field name; absent for the whole query or body. */
  name?: string;
  /** The zod schema a ZodValidationPipe checks it with. */
  schema?: z.ZodType;
  /** Checked by the UUID pipe: a record id. */
  uuid: boolean;
}

/** One HTTP route as Nest registered it, with what the OpenAPI document needs to know of it. */
export interface RouteDescription {
  method: HttpMethod;
  /** OpenAPI style: `/api/company/{id}`. */
  path: string;
  pathParameters: string[];
  controller: string;
  handler: string;
  /** Which of the handler's paths this is (a handler may be mounted on several). */
  pathIndex: number;
  rule: AccessRule | undefined;
  arguments: RouteArgument[];
  /** Set by @HttpCode; else Nest's default (201 for POST, 200 otherwise). */
  status: number;
  /** Set by @Header('Content-Type', …). */
  contentType: string | undefined;
  doc: ResponseDocOptions;
}

interface RouteArgMetadata {
  data?: unknown;
  pipes?: unknown[];
  /** Set on custom parameter decorators: the function that reads the argument. */
  factory?: unknown;
}

const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value : [value ?? '']);

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

/** The schema a ZodValidationPipe validates with, so controllers declare a body schema once. */
function zodSchemaOf(pipes: unknown[]): z.ZodType | undefined {
  for (const pipe of pipes) {
    if (!(pipe instanceof ZodValidationPipe)) continue;
    const schema: unknown = pipe.schema;
    if (schema instanceof z.ZodType) return schema;
  }
  return undefined;
}

const argumentSources: Partial<Record<RouteParamtypes, RouteArgument['in']>> = {
  [RouteParamtypes.PARAM]: 'path',
  [RouteParamtypes.QUERY]: 'query',
  [RouteParamtypes.HEADERS]: 'header',
  [RouteParamtypes.BODY]: 'body',
};

/**
 * The request inputs of a handler, from the metadata @Param, @Query, @Headers, @Body and
 * @ExpectedVersion (If-Match) record.
 */
function argumentsOf(controller: Type, handler: string): RouteArgument[] {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, handler) ?? {}) as Record<
    string,
    RouteArgMetadata
  >;
  const found: RouteArgument[] = [];
  // Keys are `<paramtype>:<index>`; custom decorators (CommandContext) have non-numeric keys.
  for (const [key, arg] of Object.entries(args)) {
    if (arg.factory === readExpectedVersion) {
      found.push({ in: 'header', name: 'if-match', uuid: false });
      continue;
    }
    const source = argumentSources[Number(key.split(':')[0]) as RouteParamtypes];
    if (!source) continue;
    const pipes = arg.pipes ?? [];
    const schema = zodSchemaOf(pipes);
    found.push({
      in: source,
      ...(typeof arg.data === 'string' ? { name: arg.data } : {}),
      ...(schema ? { schema } : {}),
      uuid: pipes.some((pipe) => pipe instanceof UuidParamPipe),
    });
  }
  return found;
}

function contentTypeOf(handler: object): string | undefined {
  const headers = (Reflect.getMetadata(HEADERS_METADATA, handler) ?? []) as { name: string; value: string }[];
  return headers.find((header) => header.name.toLowerCase() === 'content-type')?.value;
}

/**
 * Every HTTP route of the given controllers, read from the same metadata Nest routes by and the
 * access guard checks, so the document cannot drift from what is served. `prefix` is the global
 * prefix the app was given.
 */
export function describeRoutes(controllers: Iterable<Type>, prefix: string): RouteDescription[] {
  const scanner = new MetadataScanner();
  const routes: RouteDescription[] = [];
  for (const controller of controllers) {
    const prototype = controller.prototype as Record<string, unknown>;
    for (const handlerName of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[handlerName];
      if (typeof handler !== 'function') continue;
      const handlerPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (handlerPaths === undefined) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod].toLowerCase();
      if (!httpMethods.has(method)) continue;
      const rule = (Reflect.getMetadata(ACCESS_RULE, handler) ?? Reflect.getMetadata(ACCESS_RULE, controller)) as
        AccessRule | undefined;
      const doc: ResponseDocOptions = {
        ...(Reflect.getMetadata(RESPONSE_DOC, controller) as ResponseDocOptions | undefined),
        ...(Reflect.getMetadata(RESPONSE_DOC, handler) as ResponseDocOptions | undefined),
      };
      if (Reflect.getMetadata(HEAVY_WORK, handler) !== undefined) doc.errors = [...(doc.errors ?? []), 429];
      const args = argumentsOf(controller, handlerName);
      const code = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
      const paths = asList(Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined).flatMap(
        (base) =>
          asList(handlerPaths).map((path) => joinPath(outsideApiPrefix.includes(base) ? '' : prefix, base, path)),
      );
      paths.forEach((expressPath, pathIndex) => {
        routes.push({
          method: method as HttpMethod,
          path: expressPath.replace(/:(\w+)/g, '{$1}'),
          pathParameters: [...expressPath.matchAll(/:(\w+)/g)].map((match) => match[1]!),
          controller: controller.name,
          handler: handlerName,
          pathIndex,
          rule,
          arguments: args,
          status: code ?? (method === 'post' ? 201 : 200),
          contentType: contentTypeOf(handler),
          doc,
        });
      });
    }
  }
  return routes;
}
