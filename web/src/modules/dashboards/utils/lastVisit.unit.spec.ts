import { describe, expect, it } from 'vitest';
import { lastVisitKey, takeLastVisit } from './lastVisit.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the last dashboard visit', () => {
  it('answers the previous visit and remembers this one, per person', () => {
    const storage = memoryStorage();
    expect(takeLastVisit(storage, 'ada', new Date('2026-11-20T09:00:00Z'))).toBeUndefined();
    expect(takeLastVisit(storage, 'ada', new Date('2026-11-24T08:00:00Z'))).toBe('2026-11-20T09:00:00.000Z');
    expect(takeLastVisit(storage, 'bob', new Date('2026-11-24T08:00:00Z'))).toBeUndefined();
  });

  it('ignores a stored value that is not a time', () => {
    const storage = memoryStorage({ [lastVisitKey('ada')]: 'yesterday' });
    expect(takeLastVisit(storage, 'ada', new Date('2026-11-24T08:00:00Z'))).toBeUndefined();
  });
});
