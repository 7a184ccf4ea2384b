import { SetMetadata } from '@nestjs/common';
import { TotalCountHeader } from '@dealbook/contracts';

export const RESPONSE_DOC = 'dealbook:response-doc';

/** Response headers the API sends, as the OpenAPI document describes them. */
export const documentedResponseHeaders = {
  [TotalCountHeader]: {
    description: 'How many rows the list matched before paging',
    schema: { type: 'integer', minimum: 0 },
  },
  ETag: {
    description: 'The record version; send it back in If-Match to update or delete',
    schema: { type: 'string' },
  },
  Location: { description: 'The URL of the record just created', schema: { type: 'string' } },
} as const;
export type DocumentedResponseHeader = keyof typeof documentedResponseHeaders;

/** Error statuses a route may add to those the document derives from its inputs and access rule. */
export type DocumentedErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429;

export interface ResponseDocOptions {
  headers?: DocumentedResponseHeader[];
  errors?: DocumentedErrorStatus[];
}

/**
 * What the route metadata cannot tell the OpenAPI document: the headers a handler sets on its
 * response (X-Total-Count, ETag) and errors it raises itself (a sign-in's 401 and 429). On a handler or
 * its controller.
 */
export const ResponseDoc = (options: ResponseDocOptions) => SetMetadata(RESPONSE_DOC, options);
