import { describe, expect, it } from 'vitest';
import { lastVisitKey, readLastVisit, recordVisit } from './lastVisit.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the last dashboard visit', () => {
  it('answers the recorded visit, per person, and reading it records nothing', () => {
    const storage = memoryStorage();
    expect(readLastVisit(storage, 'ada')).toBeUndefined();
    recordVisit(storage, 'ada', new Date('2026-11-20T09:00:00Z'));
    expect(readLastVisit(storage, 'ada')).toBe('2026-11-20T09:00:00.000Z');
    expect(readLastVisit(storage, 'ada')).toBe('2026-11-20T09:00:00.000Z');
    expect(readLastVisit(storage, 'bob')).toBeUndefined();
  });

  it('ignores a stored value that is not a time', () => {
    expect(readLastVisit(memoryStorage({ [lastVisitKey('ada')]: 'yesterday' }), 'ada')).toBeUndefined();
  });
});
