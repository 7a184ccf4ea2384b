import { Controller, Get, Inject, Req } from '@nestjs/common';
import type { Request } from 'express';
import { SignedIn } from '../../kernel/http/access-rule.decorator.js';
import type { OpenApiDocument } from './openapi-document.js';
import { OpenApiService } from './openapi.service.js';
import { openApiDocumentSchema } from './openapi-schemas.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';

const docsPath = 'docs';

@Controller(docsPath)
export class OpenApiController {
  constructor(@Inject(OpenApiService) private readonly openApi: OpenApiService) {}

  /**
   * Signed-in users only: the document reveals no data, but the map of every route and who may
   * call it is of use to an attacker and of none to an anonymous visitor.
   */
  @Get()
  @SignedIn()
  @ResponseDoc({ body: openApiDocumentSchema })
  document(@Req() req: Request): OpenApiDocument {
    // The global prefix is set on the app, out of a module's reach: Express's path of this very
    // route (`/api/docs`) holds it.
    const routePath = (req.route as { path: string }).path;
    return this.openApi.document(routePath.slice(0, -`/${docsPath}`.length));
  }
}
