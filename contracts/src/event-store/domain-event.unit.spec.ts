import { describe, expect, it } from 'vitest';
import { laterPosition, parsePosition, positionToString } from './domain-event.js';

describe('parsePosition', () => {
  it('reads back what positionToString wrote', () => {
    const position = { commit: 12345678901234567890n, prepare: 42n };
    expect(parsePosition(positionToString(position))).toEqual(position);
    expect(parsePosition('0/0')).toEqual({ commit: 0n, prepare: 0n });
  });

  it('refuses anything else', () => {
    for (const text of ['', '1', '1/', '/1', '-1/2', '1/2/3', '1.5/2', ' 1/2', 'a/b', `${'9'.repeat(31)}/1`]) {
      expect(parsePosition(text), text).toBeUndefined();
    }
  });
});

describe('laterPosition', () => {
  it('keeps the later by commit, then by prepare, not by the text', () => {
    expect(laterPosition('9/5', '10/1')).toBe('10/1');
    expect(laterPosition('10/1', '9/5')).toBe('10/1');
    expect(laterPosition('10/2', '10/11')).toBe('10/11');
    expect(laterPosition('10/2', '10/2')).toBe('10/2');
  });

  it('passes over a missing or unreadable one', () => {
    expect(laterPosition(undefined, '3/4')).toBe('3/4');
    expect(laterPosition('3/4', undefined)).toBe('3/4');
    expect(laterPosition('3/4', 'garbage')).toBe('3/4');
    expect(laterPosition('garbage', undefined)).toBeUndefined();
  });
});
