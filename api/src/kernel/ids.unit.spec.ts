import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

describe('newId', () => {
  it('makes version 7 UUIDs that sort in the order they were made, also within one millisecond', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    for (const id of ids) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(7);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('carries the time it was made in its first 48 bits', () => {
    const before = Date.now();
    const id = newId();
    const millis = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(before);
    expect(millis).toBeLessThanOrEqual(Date.now() + 1);
  });
});
