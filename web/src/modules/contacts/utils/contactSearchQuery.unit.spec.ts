import { describe, expect, it } from 'vitest';
import { contactSearchQuery, defaultContactSort, emptyContactFilters } from './contactSearchQuery.js';

describe('contactSearchQuery', () => {
  it('sends only the filters set, then paging and sort', () => {
    expect(contactSearchQuery(emptyContactFilters, defaultContactSort, { index: 0, size: 50 })).toBe(
      'limit=50&offset=0&sort=lastName',
    );
    const query = contactSearchQuery(
      { text: ' ada ', city: 'Leeds', flags: ['isAmbassador', 'doNotContact'] },
      { field: 'updatedAt', descending: true },
      { index: 2, size: 25 },
    );
    expect(query).toBe(
      'fullName=ada&city=Leeds&isAmbassador=true&doNotContact=true&limit=25&offset=50&sort=-updatedAt',
    );
  });

  it('reads a page by the cursor the page before answered, when it is known, instead of by offset', () => {
    expect(contactSearchQuery(emptyContactFilters, defaultContactSort, { index: 9, size: 50, after: 'c9' })).toBe(
      'limit=50&after=c9&sort=lastName',
    );
  });
});
