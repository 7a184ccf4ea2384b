import { Controller, Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { z } from 'zod';
import {
  companyDataAutocompleteQuerySchema,
  companyDomainSchema,
  type CompanySuggestion,
  type LookupStatus,
} from '@dealbook/contracts';
import { Roles } from '../../kernel/http/access-rule.decorator.js';
import { ZodValidationPipe } from '../../kernel/http/zod-validation.pipe.js';
import { ResponseDoc } from '../../kernel/http/response-doc.decorator.js';
import { COMPANY_DATA, type CompanyData } from './company-data.port.js';
import { companySuggestionSchema, lookupStatusSchema } from '@dealbook/contracts';

/** A day: logos change rarely, and every form and list showing one would otherwise re-fetch it. */
const logoCacheSeconds = 24 * 3600;

/** Company-name autocomplete and logos by domain (spec §7.10); the provider's key stays here. */
@Controller('company-data')
@Roles('user')
export class CompanyDataController {
  constructor(@Inject(COMPANY_DATA) private readonly companyData: CompanyData) {}

  @Get('status')
  @ResponseDoc({ body: lookupStatusSchema })
  status(): LookupStatus {
    return { enabled: this.companyData.enabled };
  }

  @Get('autocomplete')
  @ResponseDoc({ errors: [404, 502], body: z.array(companySuggestionSchema) })
  autocomplete(
    @Query(new ZodValidationPipe(companyDataAutocompleteQuerySchema, 'query'))
    query: z.output<typeof companyDataAutocompleteQuerySchema>,
  ): Promise<CompanySuggestion[]> {
    return this.companyData.autocomplete(query.name);
  }

  @Get('logo/:domain')
  @ResponseDoc({ errors: [404, 502], file: ['image/*'] })
  async logo(
    @Param('domain', new ZodValidationPipe(companyDomainSchema, 'domain')) domain: string,
    @Res() res: Response,
  ): Promise<void> {
    const image = await this.companyData.logo(domain);
    res
      .status(200)
      .set({
        'content-type': image.contentType,
        'cache-control': `private, max-age=${logoCacheSeconds}`,
        'x-content-type-options': 'nosniff',
        // An SVG opened on its own must not run script in Dealbook's origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      })
      .send(image.body);
  }
}
