import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.js';
import { parseIfMatch } from './if-match.js';

describe('parseIfMatch', () => {
  it('reads the version from a strong, a weak or a bare ETag', () => {
    expect(parseIfMatch('"3"')).toBe(3);
    expect(parseIfMatch('W/"12"')).toBe(12);
    expect(parseIfMatch(' 7 ')).toBe(7);
  });

  it('treats an absent header as an unconditional write', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch('')).toBeUndefined();
  });

  it('refuses anything else with a validation error rather than ignoring it', () => {
    for (const header of ['*', '"abc"', '"3', '-1', '"1", "2"', '1.5']) {
      expect(() => parseIfMatch(header), header).toThrow(DomainError);
    }
  });
});
