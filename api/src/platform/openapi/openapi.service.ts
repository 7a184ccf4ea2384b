import { Inject, Injectable, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { readFileSync } from 'node:fs';
import type { AppConfig } from '../../kernel/config/app-config.js';
import { APP_CONFIG } from '../../kernel/config/config.module.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';
import { describeRoutes } from './route-catalog.js';

// api/package.json, from src/openapi as from dist/openapi.
const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The OpenAPI document of every controller Nest registered; built once, as routes never change after start. */
@Injectable()
export class OpenApiService {
  private built: { prefix: string; document: OpenApiDocument } | undefined;

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  document(prefix: string): OpenApiDocument {
    if (this.built?.prefix !== prefix) {
      const controllers = new Set(
        this.discovery
          .getControllers()
          .map((wrapper) => wrapper.metatype as Type | undefined)
          .filter((metatype): metatype is Type => metatype !== undefined),
      );
      const document = buildOpenApiDocument(describeRoutes(controllers, prefix), {
        title: `${this.config.brandName} API`,
        version,
      });
      this.built = { prefix, document };
    }
    return this.built.document;
  }
}
