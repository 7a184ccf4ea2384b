import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';
import { LinkHeader, NextCursorHeader, TotalCountHeader, TotalCountKindHeader } from '@dealbook/contracts';

export const RESPONSE_DOC = 'dealbook:response-doc';

/** Response headers the API sends, as the OpenAPI document describes them. */
export const documentedResponseHeaders = {
  [TotalCountHeader]: {
    description: 'How many rows the list matched before paging (see X-Total-Count-Kind)',
    schema: { type: 'integer', minimum: 0 },
  },
  [TotalCountKindHeader]: {
    description:
      'How X-Total-Count was found: exact (counted), at-least (more than the counting cap) or estimate (the planner)',
    schema: { type: 'string', enum: ['exact', 'at-least', 'estimate'] },
  },
  [NextCursorHeader]: {
    description: 'The cursor of the next page, to send back as `after`; absent on the last page',
    schema: { type: 'string' },
  },
  [LinkHeader]: {
    description:
      'RFC 8288 link to the next page, `<URL>; rel="next"`: this request (root-relative) with `after` set to X-Next-Cursor and `offset` dropped; absent on the last page',
    schema: { type: 'string' },
  },
  ETag: {
    description: 'The record version; send it back in If-Match to update or delete',
    schema: { type: 'string' },
  },
  Location: { description: 'The URL of the record just created', schema: { type: 'string' } },
  'Content-Disposition': {
    description: 'attachment; filename=…: the name to save the file under',
    schema: { type: 'string' },
  },
} as const;
export type DocumentedResponseHeader = keyof typeof documentedResponseHeaders;

/** Error statuses a route may add to those the document derives from its inputs and access rule. */
export type DocumentedErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503;

/** A success answer besides the route's own status (POST /api/logout: 204, or 200 with a body). */
export interface OtherSuccess {
  status: number;
  body?: z.ZodType;
}

export interface ResponseDocOptions {
  headers?: DocumentedResponseHeader[];
  errors?: DocumentedErrorStatus[];
  /** The JSON body of the success answer, as the schema of what the handler returns. */
  body?: z.ZodType;
  /** A file answer instead of JSON: its media types (the body is binary). */
  file?: readonly string[];
  /** A plain-text answer where the convention (PUT and DELETE answer text) does not say so. */
  text?: true;
  /**
   * A PUT's saved record (savedAnswer): the JSON answer, as its GET answers it, to a client whose
   * Accept prefers application/json; the sentence in text/plain stays the default.
   */
  saved?: z.ZodType;
  /**
   * The query keys of a handler that reads the whole query string itself (lists: paging, sorting
   * and their filters), each documented as a parameter of its own.
   */
  query?: z.ZodObject;
  /** Path parameters a handler parses itself rather than through a pipe, by name. */
  params?: Record<string, z.ZodType>;
  /** A multipart/form-data body (an upload): its fields, file fields as binary strings. */
  multipart?: z.ZodObject;
  /** Binary fields of that multipart body. */
  multipartFiles?: readonly string[];
  /** The success status when the handler sets it itself (a redirect: 302 to Location). */
  status?: number;
  /** Success answers besides the route's own status. */
  also?: readonly OtherSuccess[];
}

/**
 * What the route metadata cannot tell the OpenAPI document: what a handler answers (its body's
 * schema, a file, text), the headers it sets on its response (X-Total-Count, ETag), the inputs it
 * parses itself and errors it raises itself (a sign-in's 401 and 429). On a handler or its
 * controller; a handler's options add to and override its controller's.
 */
export const ResponseDoc = (options: ResponseDocOptions) => SetMetadata(RESPONSE_DOC, options);
