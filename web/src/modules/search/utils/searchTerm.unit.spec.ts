import { describe, expect, it } from 'vitest';
import { countText, normalizeTerm, otherCompaniesText, shouldSearch, startCase } from './searchTerm.js';

describe('global search term rules (spec §5)', () => {
  it('sends nothing for fewer than two characters', () => {
    expect(shouldSearch('', undefined)).toBe(false);
    expect(shouldSearch(' j ', undefined)).toBe(false);
    expect(shouldSearch('jo', undefined)).toBe(true);
  });

  it('does not repeat the previous term, however it was spaced', () => {
    expect(shouldSearch('john  smith ', 'john smith')).toBe(false);
    expect(shouldSearch('john smit', 'john smith')).toBe(true);
  });

  it('collapses spaces', () => {
    expect(normalizeTerm('  acme   holdings ')).toBe('acme holdings');
  });
});

describe('search entries (spec §2.5)', () => {
  it('shows "Other Companies : N" only for more than one company', () => {
    expect(otherCompaniesText(0)).toBeUndefined();
    expect(otherCompaniesText(1)).toBeUndefined();
    expect(otherCompaniesText(3)).toBe('Other Companies : 2');
  });

  it('marks a count that stopped at the cap', () => {
    expect(countText(12, false)).toBe('12');
    expect(countText(1000, true)).toBe('1000+');
  });
});

describe('startCase (the Opportunities column’s client name)', () => {
  it('capitalises each word and leaves the rest of it alone', () => {
    expect(startCase('acme holdings')).toBe('Acme Holdings');
    expect(startCase('McKinsey & co')).toBe('McKinsey & Co');
    expect(startCase('smith-jones (uk) ltd')).toBe('Smith-Jones (Uk) Ltd');
    expect(startCase('')).toBe('');
  });
});
