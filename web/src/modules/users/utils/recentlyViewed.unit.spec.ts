import { companyFieldsSchema, type Company, type RecentlyViewedItem } from '@dealbook/contracts';
import { describe, expect, it } from 'vitest';
import { companyViewedItem, recentlyViewedHref } from './recentlyViewed.js';

function company(fields: Record<string, unknown>): Company {
  return {
    ...companyFieldsSchema.parse({ companyName: 'Acme Foods', ...fields }),
    _id: 'c-1',
    version: 3,
  } as Company;
}

describe('companyViewedItem', () => {
  it('summarises a company as its industry and city, with its logo', () => {
    const item = companyViewedItem(
      company({ industryType: 'Biotechnology', city: 'Leeds', logoUrl: 'https://logo.example/a.png' }),
    );
    expect(item).toEqual({
      objectId: 'c-1',
      name: 'Acme Foods',
      type: 'Company',
      summary: 'Biotechnology · Leeds',
      logoUrl: 'https://logo.example/a.png',
    });
  });

  it('leaves out what the company does not have instead of showing separators', () => {
    expect(companyViewedItem(company({ city: 'York' })).summary).toBe('York');
    expect(companyViewedItem(company({})).summary).toBe('');
  });
});

describe('recentlyViewedHref', () => {
  const item = (link: string): RecentlyViewedItem => ({
    objectId: 'abc',
    name: 'Acme',
    type: 'Company',
    summary: '',
    logoUrl: '',
    link,
  });

  it('uses the link as the server derived it, id included', () => {
    expect(recentlyViewedHref(item('/companies/abc'))).toBe('/companies/abc');
  });

  it('appends the id to a base-path link (the spec side panel: link plus objectId)', () => {
    expect(recentlyViewedHref(item('/companies'))).toBe('/companies/abc');
    expect(recentlyViewedHref(item('/projects/'))).toBe('/projects/abc');
  });
});
