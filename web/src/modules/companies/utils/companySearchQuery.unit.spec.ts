import { describe, expect, it } from 'vitest';
import { companySearchQuery, defaultCompanySort, emptyCompanyFilters } from './companySearchQuery.js';

const firstPage = { index: 0, size: 50 };

describe('companySearchQuery', () => {
  it('sends only paging and sort when no filter is set (empty values skipped, spec §5)', () => {
    expect(companySearchQuery(emptyCompanyFilters, defaultCompanySort, firstPage)).toBe(
      'limit=50&offset=0&sort=companyName',
    );
  });

  it('sends text as companyName, lists as repeated keys and flags as exact booleans', () => {
    const query = companySearchQuery(
      {
        text: '  acme & sons ',
        industries: ['Legal', 'Finance'],
        roleFlags: ['isClient', 'isBuyer'],
        relationshipType: 'Lawyer',
      },
      { field: 'revenue', descending: true },
      { index: 2, size: 25 },
    );
    const params = new URLSearchParams(query);
    expect(params.get('companyName')).toBe('acme & sons');
    expect(params.getAll('industryType')).toEqual(['Legal', 'Finance']);
    expect(params.get('isClient')).toBe('true');
    expect(params.get('isBuyer')).toBe('true');
    expect(params.get('isLawyer')).toBeNull();
    expect(params.getAll('relationshipTypes')).toEqual(['Lawyer']);
    expect(params.get('limit')).toBe('25');
    expect(params.get('offset')).toBe('50');
    expect(params.get('sort')).toBe('-revenue');
  });

  it('skips text that is only spaces', () => {
    const query = companySearchQuery({ ...emptyCompanyFilters, text: '   ' }, defaultCompanySort, firstPage);
    expect(new URLSearchParams(query).has('companyName')).toBe(false);
  });
});
