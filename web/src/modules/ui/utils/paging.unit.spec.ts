import { describe, expect, it } from 'vitest';
import { describeTotal, pageCount, pastTheEnd, showingRange } from './paging.js';

describe('showingRange', () => {
  it('describes a full page and the short last page', () => {
    expect(showingRange(0, 50, 243)).toBe('Showing 1–50 of 243');
    expect(showingRange(4, 50, 243)).toBe('Showing 201–243 of 243');
  });

  it('says so when nothing matched', () => {
    expect(showingRange(0, 50, 0)).toBe('No results');
  });

  it('says "about" an estimated total and "more than" a capped one, whatever page is shown', () => {
    expect(showingRange(2, 50, 1_000_000, 'estimate')).toBe('Showing 101–150 of about 1,000,000');
    expect(showingRange(300, 50, 10_001, 'at-least')).toBe('Showing 15001–15050 of more than 10,000');
  });
});

describe('describeTotal', () => {
  it('shows an exact total as counted, the others as the server qualified them', () => {
    expect(describeTotal(243)).toBe('243');
    expect(describeTotal(999_870, 'estimate')).toBe('about 999,870');
    expect(describeTotal(10_001, 'at-least')).toBe('more than 10,000');
  });
});

describe('pastTheEnd', () => {
  it('steps back only when an exact total ends before the page', () => {
    expect(pastTheEnd(5, 50, 243, 'exact')).toBe(true);
    expect(pastTheEnd(4, 50, 243, 'exact')).toBe(false);
    expect(pastTheEnd(300, 50, 10_001, 'at-least')).toBe(false);
    expect(pastTheEnd(300, 50, 9_000, 'estimate')).toBe(false);
  });
});

describe('pageCount', () => {
  it('rounds up and never reports zero pages', () => {
    expect(pageCount(243, 50)).toBe(5);
    expect(pageCount(250, 50)).toBe(5);
    expect(pageCount(0, 25)).toBe(1);
  });
});
