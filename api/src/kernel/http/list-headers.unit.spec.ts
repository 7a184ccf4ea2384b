import { describe, expect, it } from 'vitest';
import { nextPageUrl } from './list-headers.js';

describe('nextPageUrl', () => {
  it('keeps the path and every other parameter, and sets after in place of the old one', () => {
    expect(nextPageUrl('/api/contacts/search?lastName=KER&sort=firstName&after=old&limit=3', 'abc_-9')).toBe(
      '/api/contacts/search?lastName=KER&sort=firstName&limit=3&after=abc_-9',
    );
  });

  it('drops offset, which a cursor replaces (the two together are refused)', () => {
    expect(nextPageUrl('/api/projects/console?q=a&offset=0&limit=1', 'c')).toBe(
      '/api/projects/console?q=a&limit=1&after=c',
    );
  });

  it('keeps repeated keys and encodes values, and works without a query string', () => {
    expect(nextPageUrl('/api/companies/search?industryType=Legal&industryType=Finance&city=St%20Ives', 'c')).toBe(
      '/api/companies/search?industryType=Legal&industryType=Finance&city=St+Ives&after=c',
    );
    expect(nextPageUrl('/api/imports', 'c')).toBe('/api/imports?after=c');
  });

  it('cannot be made to end the link early by the path', () => {
    expect(nextPageUrl('/api/x>;rel=y', 'c')).toBe('/api/x%3E;rel=y?after=c');
  });
});
