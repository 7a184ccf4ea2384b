import { describe, expect, it } from 'vitest';
import { pageCount, showingRange } from './paging.js';

describe('showingRange', () => {
  it('describes a full page and the short last page', () => {
    expect(showingRange(0, 50, 243)).toBe('Showing 1–50 of 243');
    expect(showingRange(4, 50, 243)).toBe('Showing 201–243 of 243');
  });

  it('says so when nothing matched', () => {
    expect(showingRange(0, 50, 0)).toBe('No results');
  });
});

describe('pageCount', () => {
  it('rounds up and never reports zero pages', () => {
    expect(pageCount(243, 50)).toBe(5);
    expect(pageCount(250, 50)).toBe(5);
    expect(pageCount(0, 25)).toBe(1);
  });
});
