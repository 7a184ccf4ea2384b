import { describe, expect, it } from 'vitest';
import {
  companySearchQuery,
  defaultCompanySort,
  emptyCompanyFilters,
  hasActiveFilters,
  toggleSort,
} from './companySearchQuery.js';

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

describe('toggleSort', () => {
  it('flips the direction when the same column is clicked again', () => {
    const once = toggleSort(defaultCompanySort, 'companyName');
    expect(once).toEqual({ field: 'companyName', descending: true });
    expect(toggleSort(once, 'companyName')).toEqual({ field: 'companyName', descending: false });
  });

  it('starts names A to Z and amounts and dates largest or newest first', () => {
    const byRevenue = { field: 'revenue', descending: true } as const;
    expect(toggleSort(defaultCompanySort, 'city')).toEqual({ field: 'city', descending: false });
    expect(toggleSort(defaultCompanySort, 'revenue')).toEqual(byRevenue);
    expect(toggleSort(byRevenue, 'updatedAt')).toEqual({ field: 'updatedAt', descending: true });
  });
});

describe('hasActiveFilters', () => {
  it('is false for the empty filters and true as soon as one is set', () => {
    expect(hasActiveFilters(emptyCompanyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyCompanyFilters, text: ' ' })).toBe(false);
    expect(hasActiveFilters({ ...emptyCompanyFilters, roleFlags: ['isSupplier'] })).toBe(true);
    expect(hasActiveFilters({ ...emptyCompanyFilters, relationshipType: 'PR' })).toBe(true);
  });
});
