import { describe, expect, it } from 'vitest';
import { InvalidQueryError, parseCompanyFilter } from '@dealbook/projections';
import { DomainError } from '../errors/domain-error.js';
import { z } from 'zod';
import { pagingOnly, pagingWith, parseEncodedFilter, parseListQuery } from './list-query.js';

describe('parseListQuery', () => {
  it('takes the paging keys out before reading the rest as filter fields', () => {
    const { filter, page } = parseListQuery(
      { city: 'leeds', limit: '10', offset: '20', sort: '-revenue' },
      parseCompanyFilter,
    );
    expect(page).toEqual({ limit: 10, offset: 20, sort: '-revenue' });
    expect(filter).toEqual([{ field: 'city', kind: 'text', contains: 'leeds' }]);
  });

  it('refuses an unknown filter field and a malformed page', () => {
    expect(() => parseListQuery({ colour: 'blue' }, parseCompanyFilter)).toThrow(InvalidQueryError);
    expect(() => parseListQuery({ limit: '0' }, parseCompanyFilter)).toThrow(DomainError);
    expect(() => parseListQuery({ offset: 'x' }, parseCompanyFilter)).toThrow(/offset/);
  });

  it('refuses a filter sent to a list that only pages, naming it, rather than ignoring it', () => {
    expect(pagingOnly({ limit: '5', sort: '-size' })).toEqual({ limit: 5, offset: 0, sort: '-size' });
    expect(() => pagingOnly({ limit: '5', city: 'leeds' })).toThrow(/not city/);
  });

  it("reads a list's own keys beside paging and refuses any other, naming it", () => {
    const own = z.object({ q: z.string().max(3).default('') });
    expect(pagingWith({ q: 'ab', after: 'c', limit: '2' }, own)).toEqual({
      own: { q: 'ab' },
      page: { limit: 2, offset: 0, after: 'c' },
    });
    expect(() => pagingWith({ q: 'ab', colour: 'blue' }, own)).toThrow(
      'the query string of this list may hold only q, limit, offset, sort and after, not colour',
    );
    expect(() => pagingWith({ q: 'abcd' }, own)).toThrow(/q/);
  });
});

describe('parseEncodedFilter', () => {
  it('reads a JSON object', () => {
    expect(parseEncodedFilter('{"isClient":true,"industryType":["Legal","Finance"]}')).toEqual({
      isClient: true,
      industryType: ['Legal', 'Finance'],
    });
  });

  it('reads a query string, repeated keys as a list', () => {
    expect(parseEncodedFilter('city=York&relationshipTypes=Client&relationshipTypes=Prospect')).toEqual({
      city: 'York',
      relationshipTypes: ['Client', 'Prospect'],
    });
  });

  it('answers malformed JSON and non-objects with a validation error', () => {
    expect(() => parseEncodedFilter('{"city":')).toThrow(/JSON/);
    expect(() => parseEncodedFilter('["city"]')).toThrow(DomainError);
  });
});
