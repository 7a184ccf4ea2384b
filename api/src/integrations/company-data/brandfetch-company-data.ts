import { BadGatewayException, Logger } from '@nestjs/common';
import { companyDomainSchema, companyLogoPath, type CompanySuggestion } from '@dealbook/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { callUpstream, upstreamRefused } from '../places/upstream-call.js';
import type { CompanyDataSettings } from './company-data-config.js';
import type { CompanyData, LogoImage } from './company-data.port.js';
import { readCappedBody } from './read-capped-body.js';

const service = 'company data service';
export const logoMaxBytes = 512 * 1024;

interface BrandSearchHit {
  name?: string | null;
  domain?: string;
  icon?: string | null;
  brandId?: string;
}

interface BrandLogo {
  type?: string;
  formats?: { src?: string; format?: string }[];
}

/** A square icon suits the avatar best; raster before SVG (an SVG may carry script). */
const typeOrder = ['icon', 'symbol', 'logo', 'other'];
const formatOrder = ['png', 'webp', 'jpeg', 'jpg', 'svg'];
const rank = (order: string[], value: string | undefined) => {
  const at = order.indexOf(value ?? '');
  return at === -1 ? order.length : at;
};

/**
 * Brandfetch: Brand Search API (GET /v2/search/{name}?c={clientId}) for name autocomplete, and the
 * Brand API (GET /v2/brands/domain/{domain}, bearer key) for a domain's logo files, which this
 * server downloads and hands on, so no Brandfetch credential reaches the browser.
 */
export class BrandfetchCompanyData implements CompanyData {
  readonly enabled = true;
  private readonly logger = new Logger('BrandfetchCompanyData');

  constructor(private readonly settings: CompanyDataSettings) {}

  async autocomplete(name: string): Promise<CompanySuggestion[]> {
    const query = new URLSearchParams({ c: this.settings.clientId }).toString();
    const url = `${this.settings.baseUrl}/v2/search/${encodeURIComponent(name)}?${query}`;
    const response = await callUpstream(service, url, {}, this.logger);
    if (!response.ok) return upstreamRefused(service, response, this.logger);
    const hits = (await response.json()) as BrandSearchHit[];
    const suggestions: CompanySuggestion[] = [];
    for (const hit of Array.isArray(hits) ? hits : []) {
      const domain = companyDomainSchema.safeParse(hit.domain);
      if (!domain.success) continue;
      suggestions.push({
        name: hit.name?.trim() || domain.data,
        domain: domain.data,
        logoUrl: companyLogoPath(domain.data),
      });
    }
    return suggestions;
  }

  async logo(domain: string): Promise<LogoImage> {
    const src = await this.logoSource(domain);
    const response = await callUpstream(service, src, {}, this.logger);
    if (!response.ok) return upstreamRefused(service, response, this.logger);
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!contentType.startsWith('image/')) {
      await response.body?.cancel();
      this.logger.error(`The logo of ${domain} came as ${contentType || 'no content type'}`);
      throw new BadGatewayException('The company data service answered something other than an image');
    }
    return { contentType, body: await readCappedBody(response, logoMaxBytes, 'logo') };
  }

  /** The URL of the domain's best logo file, from the Brand API. */
  private async logoSource(domain: string): Promise<string> {
    const response = await callUpstream(
      service,
      `${this.settings.baseUrl}/v2/brands/domain/${encodeURIComponent(domain)}`,
      { headers: { authorization: `Bearer ${this.settings.apiKey}` } },
      this.logger,
    );
    if (response.status === 404) throw new DomainError('not_found', `No logo was found for ${domain}`);
    if (!response.ok) return upstreamRefused(service, response, this.logger);
    const brand = (await response.json()) as { logos?: BrandLogo[] };
    const files = (brand.logos ?? [])
      .flatMap((logo) => (logo.formats ?? []).map((file) => ({ type: logo.type, ...file })))
      .filter((file) => file.src && this.trusted(file.src))
      .sort(
        (a, b) =>
          rank(typeOrder, a.type) - rank(typeOrder, b.type) ||
          rank(formatOrder, a.format) - rank(formatOrder, b.format),
      );
    if (files.length === 0) throw new DomainError('not_found', `No logo was found for ${domain}`);
    return files[0]!.src!;
  }

  /** Only the provider's own hosts (https) are fetched: the server never follows a URL anywhere else. */
  private trusted(src: string): boolean {
    if (!URL.canParse(src)) return false;
    const url = new URL(src);
    if (url.origin === new URL(this.settings.baseUrl).origin) return true;
    return url.protocol === 'https:' && (url.hostname === 'brandfetch.io' || url.hostname.endsWith('.brandfetch.io'));
  }
}
